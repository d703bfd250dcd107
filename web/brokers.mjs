// The MQTT client (mqtt.js) as Trystero's MQTT strategy imports it: index.html's import
// map names this file "mqtt". It keeps the clients it makes, so that web/live.mjs can
// count those that answer, close them when the page leaves live play and open them again
// at the next join (Trystero keeps one client an address for the page's life).
import mqtt from "./runtime/mqtt/mqtt.esm.js";

// A broker that does not answer is tried again after this long (mqtt.js: every second).
const RECONNECT_MS = 4000;
const CONNECT_MS = 8000;

export const clients = new Map(); // address -> the client made for it

function connect(url, options) {
  const client = mqtt.connect(url, {
    ...options, reconnectPeriod: RECONNECT_MS, connectTimeout: CONNECT_MS,
  });
  clients.set(url, client);
  return client;
}

export default { connect };
