// Live play's transport, imported by web/browser/room.py only once a player has chosen live
// play (so that, until then, the page contacts nothing but its own site). It joins a
// Trystero room over the Nostr relays given, and the same room over the MQTT brokers
// given (a relay line "mqtt wss://..."), Trystero's second way for devices to find each
// other, so that two devices meet if either way works. It only carries text: every decision
// about what a peer says is made in Python (web/ui/live/model.py). Events go to `tell(kind,
// peer, text)`: "joined" and "left" (a peer), "message" (text from a peer), "online"
// (text: how many relays answer now, told again whenever it changes, down to "0"),
// "offline" (none answered within OFFLINE_MS of joining; they are still retried), "back"
// (the device is back: online, its tab shown, its page resumed) or "blocked"
// (a device answered through the relays, but no peer joined within BLOCKED_MS of it:
// the network seems to block direct connections).
import {
  joinRoom, getRelaySockets, pauseRelayReconnection, resumeRelayReconnection, selfId,
} from "trystero";

const APP = "shangrila-tsuro";
const OFFLINE_MS = 6000;
const BLOCKED_MS = 10000;
const OPEN = 1; // WebSocket.OPEN

let room = null; // the join on screen: { rooms }, one room a way of meeting (or null)
let send = null;
let told = null; // the room's `tell`
const peers = new Map(); // a peer joined -> the rooms it is joined in, first joined first
let joins = 0; // how many peers joined since the page loaded

// Trystero's peer connections, watched: once one holds the other device's description
// (offers exchanged through the relays), a peer should join within BLOCKED_MS ("blocked"
// when none did and none is there). One function for every room (Trystero keeps a pool
// of connections made in advance, with the config of the room that made it).
//
// It also mends a fault of Trystero 0.25.4 that kept late invitations from connecting.
// An offer kept in its pool longer than 57 s is renewed in place (`peer.mjs`,
// `createOffer(true)`): a rollback of the unanswered offer, then an ICE restart. In
// Chromium the rollback also drops the data channel's part of the description, so the
// renewed offer describes nothing and no connection can come of it. Here that rollback
// is skipped (a new offer may replace a pending one), and the renewed offer's
// `setLocalDescription` returns once its candidates are gathered (at most GATHER_MS):
// Trystero reads the description at once and the candidates found after it would be
// passed to nobody, so the description it sends must carry them.
export function WatchedConnection(config) {
  const connection = new globalThis.RTCPeerConnection(config);
  let watched = false;
  connection.addEventListener("signalingstatechange", () => {
    if (watched || connection.remoteDescription === null || room === null) return;
    watched = true;
    const inRoom = room;
    const before = joins;
    setTimeout(() => {
      if (room === inRoom && joins === before && peers.size === 0) told("blocked", "", "");
    }, BLOCKED_MS);
  });
  let renewing = false;
  const setLocalDescription = connection.setLocalDescription.bind(connection);
  connection.setLocalDescription = async (description) => {
    const unanswered = connection.remoteDescription === null
      && connection.localDescription?.type === "offer";
    if (description?.type === "rollback" && unanswered) {
      renewing = true;
      return;
    }
    const renewed = renewing && description?.type === "offer";
    renewing = false;
    await setLocalDescription(description);
    if (renewed) await gathered(connection);
  };
  return connection;
}

const GATHER_MS = 3000;

// Resolves once `connection`'s description holds the candidates gathered anew (its
// gathering is complete and it names at least one), or after GATHER_MS.
function gathered(connection) {
  return new Promise((resolve) => {
    const end = () => {
      connection.removeEventListener("icegatheringstatechange", changed);
      clearTimeout(timer);
      resolve();
    };
    const changed = () => {
      const sdp = connection.localDescription?.sdp ?? "";
      if (connection.iceGatheringState === "complete" && sdp.includes("a=candidate")) end();
    };
    const timer = setTimeout(end, GATHER_MS);
    connection.addEventListener("icegatheringstatechange", changed);
    changed();
  });
}

// Reconnection. Trystero retries a relay that closed a few times, then gives it up for
// the page's life (and keeps it by address, so even a new room cannot bring it back).
// The page keeps Trystero's reconnection paused, so that a relay that closes waits,
// and lets it retry on its own schedule: after RETRY_MS while any relay is down, and at
// once when the device comes back (`online`, the tab shown again, a frozen page
// resumed).
const CHECK_MS = 1000;
const FIRST_CHECK_MS = 100; // until a relay first answers
const RETRY_MS = [2000, 4000, 8000, 15000, 30000];

let joined = null; // the last join's relays, for the checks
let generation = 0; // joins and leaves so far: a join waits for the room before it
let leaving = Promise.resolve(); // the room's leaving, until done
let relayCount = -1; // the relays open at the last check (-1: none ever answered)
let retries = 0; // retries since a relay was last seen down
let retryAt = 0; // when the next retry is due (Date.now())
let watching = null; // the timer of the next check

let brokers = null; // web/brokers.mjs, imported at the first join that names a broker

const MQTT = "mqtt "; // a relay line naming an MQTT broker: "mqtt wss://host:port/path"

function openRelays(urls) {
  const sockets = getRelaySockets();
  return urls.filter((url) => url.startsWith(MQTT)
    ? brokers?.clients.get(url.slice(MQTT.length))?.connected
    : sockets[url]?.readyState === OPEN).length;
}

function retryRelays() {
  resumeRelayReconnection(); // the relays that closed connect again now...
  // ...and wait for the next retry if they fail. Paused again in a job queued after
  // the one in which Trystero lets go of the lock just released, and before any
  // connection can fail (that is an event, after every job).
  Promise.resolve().then(pauseRelayReconnection);
}

function check() {
  watching = null;
  if (room === null || joined === null) return;
  const { relays, started } = joined;
  const open = openRelays(relays);
  if (open > 0 || relayCount >= 0) {
    if (open !== relayCount) {
      relayCount = open;
      told("online", "", String(open));
    }
  } else if (Date.now() - started >= OFFLINE_MS && !joined.offline && peers.size === 0) {
    joined.offline = true; // said once; the relays are still retried
    told("offline", "", "");
  }
  if (open === relays.length) {
    retries = 0;
  } else if (Date.now() >= retryAt) {
    retryRelays();
    retryAt = Date.now() + RETRY_MS[Math.min(retries, RETRY_MS.length - 1)];
    retries += 1;
  }
  watching = setTimeout(check, relayCount < 0 ? FIRST_CHECK_MS : CHECK_MS);
}

// The device is back (online, shown, resumed): its relays are retried at once, and the
// page is told (it may join the room anew, see web/ui/live/update.py).
function back() {
  if (room === null || joined === null || document.visibilityState === "hidden") return;
  retries = 0;
  retryAt = 0;
  retryRelays();
  told("back", "", "");
}

for (const [target, name] of [[globalThis, "online"], [globalThis, "pageshow"],
  [document, "visibilitychange"], [document, "resume"]]) {
  target.addEventListener(name, back);
}

// Joins the room, once any room left before is left for good (Trystero keeps a room
// until its leaving is done, and a join meanwhile would get the room being left): over
// the Nostr relays and over the MQTT brokers among `relays`, each a room of its own. A
// peer is joined once it is in either, and left once it has left both; a message to
// it goes through the first room it joined that it is still in.
export async function join(roomId, password, relays, ice, tell) {
  generation += 1;
  const at = generation;
  await depart();
  const nostr = relays.filter((url) => !url.startsWith(MQTT));
  const mqtt = relays.filter((url) => url.startsWith(MQTT)).map((url) => url.slice(MQTT.length));
  if (mqtt.length > 0 && brokers === null) brokers = await import("mqtt");
  const joinBrokers = mqtt.length > 0 ? (await import("@trystero-p2p/mqtt")).joinRoom : null;
  if (generation !== at) return; // left or joined again meanwhile
  retryRelays();
  for (const url of mqtt) {
    const client = brokers.clients.get(url);
    if (client?.disconnecting || client?.disconnected) client.reconnect(); // left before
  }
  joined = { relays: [...relays], started: Date.now(), offline: false };
  relayCount = -1;
  retries = 0;
  retryAt = Date.now() + RETRY_MS[0];
  const config = (urls) => ({
    appId: APP,
    password,
    relayConfig: { urls, warnOnRelayFailure: false },
    rtcConfig: { iceServers: JSON.parse(ice) }, // STUN and TURN servers (web/ui/live/model.py)
    rtcPolyfill: WatchedConnection,
  });
  const rooms = [];
  if (nostr.length > 0) rooms.push(joinRoom(config(nostr), roomId));
  if (mqtt.length > 0) rooms.push(joinBrokers(config(mqtt), roomId));
  const inRoom = { rooms };
  room = inRoom;
  told = tell;
  peers.clear();
  tell("self", selfId, ""); // this device's id in the room, which proofs of seats to it name
  const actions = new Map(rooms.map((each) => [each, each.makeAction("m")]));
  send = (text, peer) => {
    const targets = new Map(); // a room -> the peers reached through it
    for (const [id, where] of peers) {
      if (peer && id !== peer) continue;
      const through = where.values().next().value;
      targets.set(through, [...(targets.get(through) ?? []), id]);
    }
    return Promise.all([...targets].map(([each, ids]) => actions.get(each).send(text, { target: ids })));
  };
  for (const [each, action] of actions) {
    action.onMessage = (text, { peerId }) => {
      if (room === inRoom) tell("message", peerId, typeof text === "string" ? text : "");
    };
    each.onPeerJoin = (peer) => {
      if (room !== inRoom) return;
      const where = peers.get(peer) ?? new Set();
      where.add(each);
      if (where.size > 1) return; // joined already, through the other room
      peers.set(peer, where);
      joins += 1;
      tell("joined", peer, "");
    };
    each.onPeerLeave = (peer) => {
      const where = peers.get(peer);
      if (room !== inRoom || !where?.delete(each) || where.size > 0) return;
      peers.delete(peer);
      tell("left", peer, "");
    };
  }
  clearTimeout(watching);
  watching = setTimeout(check, FIRST_CHECK_MS);
}

export function say(text, peer) {
  if (send !== null) send(text, peer).catch(() => {});
}

// Leaving also closes the connections to the relays and brokers (kept closed until the
// next join).
export function leave() {
  generation += 1;
  const at = generation;
  depart().then(() => {
    if (generation !== at) return; // joined again meanwhile
    pauseRelayReconnection();
    for (const socket of Object.values(getRelaySockets())) socket.close();
    for (const client of brokers?.clients.values() ?? []) client.end();
  });
}

// Leaves the rooms on screen, if any: resolves once Trystero is done with them.
function depart() {
  if (room !== null) {
    const left = room;
    room = null;
    send = null;
    clearTimeout(watching);
    watching = null;
    leaving = Promise.all(left.rooms.map((each) => each.leave())).catch(() => {});
  }
  return leaving;
}
