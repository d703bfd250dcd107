// Registers the built site's service worker and offers each new version once it
// is ready: the page keeps running the old one until the player asks to reload.
// The build adds this script to index.html; the development server goes without.
if ("serviceWorker" in navigator) {
  let asked = false;
  const offer = (worker) => {
    const bar = document.getElementById("update-bar");
    const words = document.getElementById("boot-update-" + document.documentElement.lang)
      ?? document.getElementById("boot-update-en");
    if (!bar || !words) return;
    bar.replaceChildren(words.content.cloneNode(true));  // in the page's language
    bar.hidden = false;
    bar.querySelector("button").onclick = () => {
      asked = true;
      worker.postMessage("skip-waiting");
    };
  };
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (asked) location.reload();
  });
  // Only once the page is ready (body[data-ready]): the files it caches for offline
  // play do not compete with the ones the first move needs.
  const whenReady = (then) => {
    if ("ready" in document.body.dataset) return then();
    const watch = new MutationObserver(() => {
      if (!("ready" in document.body.dataset)) return;
      watch.disconnect();
      then();
    });
    watch.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  };
  whenReady(() => navigator.serviceWorker.register("./sw.js").then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
      });
    });
  }));
}
