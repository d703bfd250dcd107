// Live play's transport, imported by web/main.py only once a player has chosen live
// play (so that, until then, the page contacts nothing but its own site). It joins a
// Trystero room over the Nostr relays given, and only carries text: every decision
// about what a peer says is made in Python (web/ui/live.py). Events go to `tell(kind,
// peer, text)`: "joined" and "left" (a peer), "message" (text from a peer), "online"
// (text: how many relays answered), "offline" (none did within OFFLINE_MS) or "blocked"
// (a device answered through the relays, but no peer joined within BLOCKED_MS of it:
// the network seems to block direct connections).
import {
  joinRoom, getRelaySockets, pauseRelayReconnection, resumeRelayReconnection,
} from "trystero";

const APP = "shangrila-tsuro";
const OFFLINE_MS = 6000;
const BLOCKED_MS = 10000;
const OPEN = 1; // WebSocket.OPEN

let room = null;
let send = null;
let told = null; // the room's `tell`
const peers = new Set(); // the peers joined in the room
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

export function join(roomId, password, relays, stun, tell) {
  leave();
  resumeRelayReconnection();
  const config = {
    appId: APP,
    password,
    relayConfig: { urls: [...relays], warnOnRelayFailure: false },
    rtcConfig: { iceServers: stun.length ? [{ urls: [...stun] }] : [] },
    rtcPolyfill: WatchedConnection,
  };
  const joined = joinRoom(config, roomId);
  room = joined;
  told = tell;
  peers.clear();
  const action = joined.makeAction("m");
  send = (text, peer) => action.send(text, peer ? { target: peer } : {});
  action.onMessage = (text, { peerId }) => {
    if (room === joined) tell("message", peerId, typeof text === "string" ? text : "");
  };
  joined.onPeerJoin = (peer) => {
    if (room !== joined) return;
    peers.add(peer);
    joins += 1;
    tell("joined", peer, "");
  };
  joined.onPeerLeave = (peer) => {
    if (room !== joined) return;
    peers.delete(peer);
    tell("left", peer, "");
  };
  const started = Date.now();
  const check = () => {
    if (room !== joined) return;
    const open = Object.values(getRelaySockets()).filter((s) => s.readyState === OPEN).length;
    if (open > 0) tell("online", "", String(open));
    else if (Date.now() - started >= OFFLINE_MS) tell("offline", "", "");
    else setTimeout(check, 250);
  };
  setTimeout(check, 250);
}

export function say(text, peer) {
  if (send !== null) send(text, peer).catch(() => {});
}

// Leaving also closes the connections to the relays (kept closed until the next join).
export function leave() {
  if (room === null) return;
  const left = room;
  room = null;
  send = null;
  left.leave().catch(() => {}).finally(() => {
    if (room !== null) return;
    pauseRelayReconnection();
    for (const socket of Object.values(getRelaySockets())) socket.close();
  });
}
