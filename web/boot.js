// Before Python runs (python3 scripts/page_files.py writes this into index.html, after
// #app): show the last screen web/main.py kept if it still holds (the same test as
// web/ui/snapshot.py's check), else the start screen drawn at build time when nothing
// is stored, else leave the loading screen. A game shown so waits for Python with its
// controls disabled; on a start screen, choices are queued in window.bootQueue, which
// web/main.py acts on once it runs. Every word shown comes from the page's markup.
(() => {
  const body = document.body;
  const app = document.getElementById("app");
  const queue = [];
  window.bootQueue = queue;
  let shown = "loading";

  // The computers' worker (web/worker.py), started once: by web/browser/computers.py when a game
  // with computers begins, or here as soon as "Play ... against the computer" is
  // chosen before Python runs, so that it starts beside the page's Python (its requests
  // for the same files wait for the page's in the browser's cache: fetched once).
  // That module also starts the others that share a search split in parts ("bots-1").
  window.startBots = (worker = "bots") => {
    if (document.querySelector(`script[type="py"][name="${worker}"]`)) return;
    const script = document.createElement("script");
    script.type = "py";
    script.src = "./web/worker.py";
    for (const [name, value] of [["worker", ""], ["name", worker], ["config", "./web/worker.toml"]]) {
      script.setAttribute(name, value);
    }
    body.append(script);
    // The computers' modules, asked for now (at low priority, after the page's files):
    // the worker asks for them only once its Python runs, and then finds them here.
    if (worker === "bots") fetch("./web/bots.zip", { priority: "low" }).catch(() => {});
  };

  const versionOf = (text) => {
    let version = null;
    try {
      const data = JSON.parse(text);
      if (data !== null && typeof data === "object" && !Array.isArray(data)) {
        version = "version" in data ? data.version : 0;
      }
    } catch (error) {}
    return Number.isInteger(version) && typeof version === "number" ? String(version) : "?";
  };

  const holds = (snap, data, current, saves, length) =>
    length <= data.limit && snap !== null && typeof snap === "object"
    && snap.page === data.page && snap.current === current && snap.saves === saves
    && typeof snap.html === "string" && snap.state !== null && typeof snap.state === "object"
    && Object.entries(snap.state).every(
      ([name, value]) => /^[a-z]{1,20}$/.test(name) && typeof value === "string");

  const data = JSON.parse(document.getElementById("boot-data").textContent);
  // The language: the one kept on this device, else the first of the browser's the page
  // has, else English (as game/i18n.py's pick and web/main.py choose it).
  const language = (() => {
    let kept = null;
    try { kept = localStorage.getItem(data.keys.language); } catch (error) {}
    if (data.languages.includes(kept)) return kept;
    for (const tag of navigator.languages || []) {
      const code = tag.split(/[-_]/)[0].toLowerCase();
      if (data.languages.includes(code)) return code;
    }
    return "en";
  })();
  document.documentElement.lang = language;
  const part = (id) => document.getElementById(id + "-" + language).content.cloneNode(true);

  // A name from a link, as text: no control, format or private-use character, spaces
  // collapsed, cut to the form's length (web/ui/saves.py's clean_name checks it again).
  const cleaned = (name) =>
    name.replace(/[\p{Cc}\p{Cf}\p{Co}]/gu, "").replace(/\s+/gu, " ").trim().slice(0, 24);
  // `words` with "{name}" as an isolated name and "{game}" filled in, as nodes.
  const phrase = (words, name, game) => words.replace("{game}", game).split("{name}")
    .flatMap((text, i) => {
      const nodes = [document.createTextNode(text)];
      if (i > 0) {
        const isolated = document.createElement("bdi");
        isolated.textContent = name;
        nodes.unshift(isolated);
      }
      return nodes;
    });

  // A link's first screen (Python reads the link itself once it runs): who is invited
  // to which game and with whom, from the fragment; null if it does not read so.
  const invitation = () => {
    const fields = new URLSearchParams(location.hash.slice(1));
    const words = data.invitation[language];
    const game = words.games[(fields.get("g") ?? "").charAt(0)];
    const seats = fields.get("s") ?? "";
    const names = fields.getAll("n").map(cleaned);
    if (!game || names.length < 2 || names.length > 8 || names.length !== seats.length) {
      return null;
    }
    const to = /^[0-7]$/.test(fields.get("to") ?? "") ? Number(fields.get("to")) : null;
    const me = to !== null && to < names.length ? to : null;
    const section = document.createElement("section");
    section.className = "arrival";
    const heading = document.createElement("h2");
    heading.append(...phrase(me === null ? words.anyone : words.to, names[me], game));
    const lead = document.createElement("p");
    lead.textContent = me === null ? words.players : words.with;
    const list = document.createElement("ul");
    names.forEach((name, seat) => {
      if (seat === me) return;
      const item = document.createElement("li");
      const isolated = document.createElement("bdi");
      isolated.textContent = name;
      item.append(isolated);
      const level = words.levels[seats[seat]];
      if (level) item.append(` (${level})`);
      list.append(item);
    });
    section.append(heading, lead, list);
    return section;
  };

  // What to show: a snapshot, the written start screen (html null), or null.
  const choose = () => {
    const keys = data.keys;
    if (location.hash.length > 1) return null;  // a link: Python reads it first
    const path = location.pathname;
    const folder = path.slice(0, path.lastIndexOf("/") + 1) || "/";
    const space = folder === "/" ? "" : folder;
    const prefix = space + keys.save;
    const saves = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key.startsWith(prefix)) {
        saves.push(key.slice(prefix.length) + ":" + versionOf(localStorage.getItem(key)));
      }
    }
    const fingerprint = saves.sort().join(",");
    const current = localStorage.getItem(space + keys.current) ?? "";
    const text = localStorage.getItem(space + keys.snapshot) ?? "";
    let snap = null;
    try {
      snap = JSON.parse(text);
    } catch (error) {}
    if (holds(snap, data, current, fingerprint, text.length)
        && snap.state.language === language) return snap;
    if (!current && !fingerprint && localStorage.getItem(keys.theme) === null) {
      return { html: null, state: data.state, current: "" };
    }
    return null;
  };

  const loading = app.innerHTML;
  try {
    const snap = choose();
    if (snap !== null) {
      const game = snap.current !== "";
      if (snap.html === null) {
        const kept = (id) => document.getElementById(id).content.cloneNode(true);
        const start = part("boot-start");
        for (const slot of start.querySelectorAll(".card-picture")) {
          const card = slot.closest("[aria-labelledby]").getAttribute("aria-labelledby");
          slot.append(kept("boot-picture-" + card.replace(/^card-/, "")));
        }
        app.replaceChildren(start);
      } else {
        app.innerHTML = snap.html;
      }
      app.prepend(part(game ? "boot-busy" : "boot-note"));
      for (const [name, value] of Object.entries(snap.state)) {
        body.setAttribute("data-" + name, value);
      }
      body.dataset.language = language;
      if (game) {
        for (const control of app.querySelectorAll("button, input, select, textarea")) {
          control.disabled = true;
        }
      } else {
        app.setAttribute("aria-busy", "false");
      }
      shown = game ? "game" : "start";
    }
  } catch (error) {  // storage blocked, or a damaged page: the loading screen stays
    app.innerHTML = loading;
    shown = "loading";
  }
  if (shown === "loading" && location.hash.length > 1) {
    try {
      const section = invitation();
      if (section !== null) {
        app.replaceChildren(part("boot-link"), section);
        shown = "link";
      }
    } catch (error) {  // a link that does not read: the loading screen stays
      app.innerHTML = loading;
    }
  }
  const waitingScreen = app.querySelector(".loading");
  if (shown === "loading" && waitingScreen && language !== "en") {
    waitingScreen.replaceChildren(part("boot-loading"));
  }
  body.dataset.boot = shown;
  requestAnimationFrame(() => performance.mark("boot-" + shown));  // read by bench/page.py

  // How much of Python's files has come (web/start.mjs tells as they arrive), in the
  // notes of whatever screen waits for Python and on the loading screen's bar.
  const megabytes = (bytes) => (bytes / 1e6).toLocaleString(language, {
    minimumFractionDigits: 1, maximumFractionDigits: 1,
  });
  let arrived = null;
  const showProgress = () => {
    const { done, total } = arrived;
    arrived = null;
    const words = data.progress[language]
      .replace("{done}", megabytes(done)).replace("{total}", megabytes(Math.max(done, total)));
    for (const element of app.querySelectorAll("[data-progress]")) element.textContent = words;
    for (const bar of app.querySelectorAll(".loading .bar")) {
      bar.classList.add("measured");
      bar.firstElementChild.style.width = `${Math.round((100 * done) / Math.max(done, total, 1))}%`;
    }
  };
  // The one step of loading that JavaScript sees: Python has started, the games load next.
  addEventListener("py:ready", () => {
    const step = document.querySelector(".loading .step");
    if (step) step.textContent = data.running[language];
  }, { capture: true, once: true });
  document.addEventListener("python-progress", (event) => {
    if (arrived === null) requestAnimationFrame(showProgress);
    arrived = { ...event.detail };
  });

  const waiting = () => shown === "start" && !("ready" in body.dataset);
  app.addEventListener("click", (event) => {
    const element = waiting() && event.target.closest("[data-action],[data-target]");
    if (!element) return;
    if (element.dataset.action === "quick") window.startBots();
    if (element.dataset.action !== undefined) {
      queue.push({ action: element.dataset.action, arg: element.dataset.arg ?? "" });
    } else {
      queue.push({ target: element.dataset.target });
    }
  }, true);
  const field = (event) => {
    const element = event.target;
    const name = element.dataset && element.dataset.field;
    if (!waiting() || name === undefined) return;
    const value = element.type === "checkbox" ? String(element.checked) : element.value;
    const last = queue[queue.length - 1];
    if (last && last.field === name) last.value = value;
    else queue.push({ field: name, value });
  };
  app.addEventListener("change", field, true);
  app.addEventListener("input", field, true);
})();

// web/browser/dom.py draws a region that changes at every move with window.morph(element,
// html) rather than by setting its innerHTML: the nodes that stay the same are kept,
// so that the browser styles, lays out and paints only what changed (a move changes
// a square or two of a board of hundreds of nodes). Nodes are matched by position;
// one that differs in kind or in its attributes' names is replaced, an element with
// the same names gets the new values and its children are matched in turn. A form field that changed is
// replaced, not patched (as innerHTML would: its value is then the markup's). SVG
// animations (SMIL) are replaced too, and their drawing's clock is then set back to 0,
// as a new drawing's would be, so that they play from their start.
(() => {
  const SMIL = new Set(["animate", "animateMotion", "animateTransform", "set"]);
  const REPLACED = new Set([...SMIL, "input", "select", "textarea", "option"]);
  const smil = (node) => node.nodeType === Node.ELEMENT_NODE
    && (SMIL.has(node.localName) || node.querySelector("animate, animateMotion, animateTransform, set") !== null);

  // Patched only with the same attributes in the same order: the page's markup then
  // reads back exactly as the new markup would (a reload, a link, the snapshot).
  const sameNames = (a, b) => a.getAttributeNames().join(" ") === b.getAttributeNames().join(" ");

  window.morph = (target, html) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    const restart = new Set(); // the drawings whose clock goes back to 0

    const put = (parent, node, old) => {
      if (smil(node)) restart.add(parent.ownerSVGElement ?? parent);
      if (old === null) parent.appendChild(node);
      else parent.replaceChild(node, old);
    };

    const children = (parent, source) => {
      let node = parent.firstChild;
      for (const want of Array.from(source.childNodes)) {
        if (node === null) {
          put(parent, want, null);
          continue;
        }
        const next = node.nextSibling;
        if (node.isEqualNode(want)) {
          // the same: kept
        } else if (node.nodeType === Node.TEXT_NODE && want.nodeType === Node.TEXT_NODE) {
          node.data = want.data;
        } else if (node.nodeType === Node.ELEMENT_NODE && node.nodeName === want.nodeName
                   && !REPLACED.has(node.localName) && sameNames(node, want)) {
          for (const { name, value } of Array.from(want.attributes)) {
            if (node.getAttribute(name) !== value) node.setAttribute(name, value);
          }
          children(node, want);
        } else {
          put(parent, want, node);
        }
        node = next;
      }
      while (node !== null) {
        const next = node.nextSibling;
        parent.removeChild(node);
        node = next;
      }
    };

    children(target, template.content);
    for (const svg of restart) {
      let root = svg;
      while (root.ownerSVGElement) root = root.ownerSVGElement;
      if (typeof root.setCurrentTime === "function") root.setCurrentTime(0);
    }
  };
})();
