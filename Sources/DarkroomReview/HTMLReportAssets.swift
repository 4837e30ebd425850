/// The style sheet, script and logo of ``HTMLReport`` (inlined into the page: no external resources).
enum HTMLReportAssets {
    static let logo =
        #"<svg class="logo" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" stroke-width="2.5"/><path d="M16 2 L21 14 M30 16 L18 21 M16 30 L11 18 M2 16 L14 11" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/><circle cx="16" cy="16" r="4" fill="currentColor"/></svg>"#

    static let css = #"""
        :root {
          --bg: #f5f6f8; --panel: #ffffff; --panel-2: #f0f2f5; --text: #171a1f; --muted: #5f6b7a;
          --border: #e2e5ea; --accent: #6553f5; --accent-soft: rgba(101, 83, 245, .12);
          --red: #e03e45; --red-soft: rgba(224, 62, 69, .12); --green: #1f9d62; --green-soft: rgba(31, 157, 98, .12);
          --blue: #2f6fe4; --blue-soft: rgba(47, 111, 228, .12); --amber: #c98a04; --amber-soft: rgba(201, 138, 4, .14);
          --check-a: #ffffff; --check-b: #e9ecf0; --shadow: 0 1px 2px rgba(16, 24, 40, .05), 0 4px 16px rgba(16, 24, 40, .06);
          --radius: 14px; --z: 1;
          color-scheme: light dark;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #0d0f13; --panel: #15181e; --panel-2: #1b1f27; --text: #e7e9ee; --muted: #8d96a5;
            --border: #262b35; --accent: #8b7dff; --accent-soft: rgba(139, 125, 255, .16);
            --red: #ff6369; --red-soft: rgba(255, 99, 105, .14); --green: #3dd68c; --green-soft: rgba(61, 214, 140, .13);
            --blue: #70a0ff; --blue-soft: rgba(112, 160, 255, .14); --amber: #f3b63f; --amber-soft: rgba(243, 182, 63, .14);
            --check-a: #20242c; --check-b: #191c22; --shadow: 0 1px 2px rgba(0, 0, 0, .4), 0 6px 24px rgba(0, 0, 0, .25);
          }
        }
        * { box-sizing: border-box; }
        html { scroll-padding-top: 96px; }
        body {
          margin: 0; background: var(--bg); color: var(--text);
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans", sans-serif;
          -webkit-font-smoothing: antialiased;
        }
        code, kbd, pre { font-family: ui-monospace, "SF Mono", "JetBrains Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 12.5px; }
        button { font: inherit; color: inherit; }

        .topbar {
          position: sticky; top: 0; z-index: 10; display: flex; align-items: center; gap: 24px; flex-wrap: wrap;
          padding: 12px 24px; background: color-mix(in srgb, var(--panel) 86%, transparent);
          backdrop-filter: saturate(1.4) blur(12px); border-bottom: 1px solid var(--border);
        }
        .brand { display: flex; align-items: center; gap: 10px; min-width: 180px; }
        .brand .logo { width: 28px; height: 28px; color: var(--accent); }
        .brand strong { display: block; font-size: 15px; letter-spacing: -.01em; }
        .brand span { display: block; color: var(--muted); font-size: 12px; }
        .stats { display: flex; gap: 8px; }
        .stat {
          display: flex; align-items: baseline; gap: 6px; padding: 6px 12px; border-radius: 999px;
          background: var(--panel-2); border: 1px solid var(--border);
        }
        .stat b { font-size: 16px; font-variant-numeric: tabular-nums; }
        .stat span { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .06em; }
        .stat.failed:not(.zero) { background: var(--red-soft); border-color: transparent; } .stat.failed:not(.zero) b { color: var(--red); }
        .stat.new:not(.zero) { background: var(--blue-soft); border-color: transparent; } .stat.new:not(.zero) b { color: var(--blue); }
        .stat.passed:not(.zero) b { color: var(--green); }
        .stat.stale:not(.zero) { background: var(--amber-soft); border-color: transparent; } .stat.stale:not(.zero) b { color: var(--amber); }
        .controls { margin-left: auto; display: flex; gap: 10px; flex-wrap: wrap; }
        .seg { display: inline-flex; padding: 3px; gap: 2px; border-radius: 10px; background: var(--panel-2); border: 1px solid var(--border); }
        .seg button {
          border: 0; background: transparent; padding: 5px 10px; border-radius: 7px; cursor: pointer; color: var(--muted);
          display: inline-flex; align-items: center; gap: 6px; white-space: nowrap;
        }
        .seg button:hover { color: var(--text); }
        .seg button[aria-pressed="true"] { background: var(--panel); color: var(--text); box-shadow: var(--shadow); }
        kbd {
          display: inline-block; min-width: 18px; padding: 0 4px; border-radius: 5px; border: 1px solid var(--border);
          background: var(--panel); color: var(--muted); font-size: 11px; line-height: 17px; text-align: center;
        }

        .layout { display: grid; grid-template-columns: 280px minmax(0, 1fr); align-items: start; }
        .sidebar {
          position: sticky; top: 65px; max-height: calc(100vh - 65px); overflow: auto; padding: 16px 10px 16px 16px;
        }
        .sidebar-title { display: flex; justify-content: space-between; color: var(--muted); font-size: 11px; text-transform: uppercase; letter-spacing: .08em; padding: 0 10px 8px; }
        .sidebar ol { list-style: none; margin: 0; padding: 0; }
        .sidebar a {
          display: grid; grid-template-columns: 10px minmax(0, 1fr); column-gap: 10px; align-items: center;
          padding: 8px 10px; border-radius: 9px; color: inherit; text-decoration: none;
        }
        .sidebar a:hover { background: var(--panel-2); }
        .sidebar a.active { background: var(--accent-soft); }
        .sidebar .nav-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
        .sidebar .nav-file { grid-column: 2; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--muted); font-size: 12px; }
        .dot { width: 8px; height: 8px; border-radius: 50%; background: var(--red); align-self: start; margin-top: 6px; }
        .dot.new { background: var(--blue); } .dot.unreadable { background: var(--amber); }

        main { padding: 20px 24px 80px 8px; display: flex; flex-direction: column; gap: 20px; min-width: 0; }
        .failure {
          background: var(--panel); border: 1px solid var(--border); border-radius: var(--radius); box-shadow: var(--shadow);
          overflow: hidden; transition: border-color .15s, box-shadow .15s;
        }
        .failure.current { border-color: color-mix(in srgb, var(--accent) 55%, var(--border)); box-shadow: 0 0 0 3px var(--accent-soft), var(--shadow); }
        .card-head { display: flex; gap: 16px; align-items: flex-start; justify-content: space-between; flex-wrap: wrap; padding: 16px 18px 12px; }
        .card-head h2 { margin: 0; font-size: 16px; letter-spacing: -.01em; word-break: break-word; }
        .sub { color: var(--muted); font-size: 12.5px; display: flex; gap: 6px; flex-wrap: wrap; margin-top: 2px; }
        .sub code { font-size: 12px; }
        .chips { display: flex; gap: 6px; flex-wrap: wrap; justify-content: flex-end; }
        .chip { padding: 3px 9px; border-radius: 999px; background: var(--panel-2); border: 1px solid var(--border); font-size: 12px; color: var(--muted); white-space: nowrap; }
        .chip b { color: var(--text); font-variant-numeric: tabular-nums; }
        .chip.kind { font-weight: 600; border-color: transparent; }
        .chip.kind.mismatch { background: var(--red-soft); color: var(--red); }
        .chip.kind.new { background: var(--blue-soft); color: var(--blue); }
        .chip.kind.unreadable, .chip.warn { background: var(--amber-soft); color: var(--amber); border-color: transparent; }

        .viewer { padding: 0 18px 14px; }
        .side { display: grid; grid-template-columns: repeat(auto-fit, minmax(0, 1fr)); gap: 14px; }
        body:not(.view-side) .viewer:not(.single) .side { display: none; }
        body.view-side .compare { display: none; }
        .pane { margin: 0; min-width: 0; }
        .pane figcaption { display: flex; justify-content: space-between; align-items: baseline; padding: 0 2px 6px; font-weight: 600; font-size: 12.5px; }
        .pane figcaption small { color: var(--muted); font-weight: 400; font-variant-numeric: tabular-nums; }
        .pane.diff figcaption span { color: var(--red); }
        .frame {
          overflow: auto; max-height: 76vh; border-radius: 10px; border: 1px solid var(--border); background: var(--panel-2);
          display: flex; padding: 12px;
        }
        .frame > .canvas, .frame > .stack { margin: auto; }
        .canvas, .stack {
          flex: none; background: repeating-conic-gradient(var(--check-a) 0% 25%, var(--check-b) 0% 50%) 0 0 / 16px 16px;
          outline: 1px solid var(--border);
        }
        .frame.empty { display: grid; place-items: center; min-height: 140px; padding: 16px; color: var(--muted); text-align: center; background: var(--panel-2); border-style: dashed; }
        .canvas { width: calc(var(--w) * var(--z) * 1px); height: calc(var(--h) * var(--z) * 1px); }
        .pane.diff .canvas { background: #fff; }
        .canvas img, .layer img {
          display: block; width: calc(var(--w) * var(--z) * 1px); height: calc(var(--h) * var(--z) * 1px);
          image-rendering: pixelated; image-rendering: crisp-edges; image-rendering: pixelated;
        }
        .canvas img { width: 100%; height: 100%; }

        .stack { position: relative; flex: none; width: calc(var(--w) * var(--z) * 1px); height: calc(var(--h) * var(--z) * 1px); cursor: ew-resize; touch-action: none; user-select: none; }
        body.view-toggle .stack { cursor: pointer; }
        .layer { position: absolute; inset: 0; }
        .layer.top { will-change: clip-path, opacity; }
        .handle { position: absolute; top: 0; bottom: 0; left: var(--pos, 50%); width: 0; pointer-events: none; display: none; }
        .handle::before { content: ""; position: absolute; top: 0; bottom: 0; left: -1px; width: 2px; background: var(--accent); box-shadow: 0 0 0 1px rgba(255, 255, 255, .6); }
        .handle span { position: absolute; top: 50%; left: -11px; width: 22px; height: 22px; margin-top: -11px; border-radius: 50%; background: var(--accent); box-shadow: 0 0 0 3px rgba(255, 255, 255, .7), var(--shadow); }
        body.view-wipe .handle { display: block; }
        .tag {
          position: absolute; top: 8px; padding: 2px 8px; border-radius: 6px; font-size: 11px; font-weight: 600; pointer-events: none;
          background: rgba(15, 17, 21, .72); color: #fff; display: none;
        }
        .tag-expected { left: 8px; } .tag-actual { right: 8px; }
        body.view-wipe .tag { display: block; }
        body.view-toggle .stack[data-showing="expected"] .tag-expected, body.view-toggle .stack:not([data-showing="expected"]) .tag-actual { display: block; left: 8px; right: auto; }
        .mixer { display: flex; align-items: center; gap: 12px; padding: 12px 4px 0; color: var(--muted); font-size: 12px; }
        .mixer input { flex: 1; accent-color: var(--accent); }
        body.view-toggle .mixer, body.view-wipe .mixer span { visibility: hidden; }

        .text pre, .patch { margin: 0; padding: 12px 14px; border-radius: 10px; background: var(--panel-2); border: 1px solid var(--border); overflow: auto; max-height: 60vh; }
        .patch span { display: block; white-space: pre; }
        .patch .add { background: var(--green-soft); color: var(--green); }
        .patch .del { background: var(--red-soft); color: var(--red); }
        .patch .hunk { color: var(--accent); }

        .message { margin: 0 18px 14px; }
        .message summary { cursor: pointer; color: var(--muted); font-size: 12.5px; }
        .message pre { white-space: pre-wrap; margin: 8px 0 0; padding: 10px 12px; border-radius: 10px; background: var(--panel-2); border: 1px solid var(--border); }
        .card-foot {
          display: flex; gap: 12px; justify-content: space-between; align-items: center; flex-wrap: wrap;
          padding: 10px 18px; border-top: 1px solid var(--border); background: var(--panel-2);
        }
        .card-foot .path { display: flex; gap: 8px; align-items: baseline; min-width: 0; }
        .card-foot .path span { color: var(--muted); font-size: 12px; }
        .card-foot .path code { overflow-wrap: anywhere; }
        .accept { display: flex; gap: 8px; align-items: center; }
        .accept code { padding: 4px 8px; border-radius: 7px; background: var(--panel); border: 1px solid var(--border); overflow-wrap: anywhere; }
        .copy { border: 1px solid var(--border); background: var(--panel); border-radius: 7px; padding: 4px 10px; cursor: pointer; }
        .copy:hover { border-color: var(--accent); color: var(--accent); }

        .problems { background: var(--amber-soft); border-radius: var(--radius); padding: 12px 18px; }
        .problems h2 { margin: 0 0 6px; font-size: 14px; color: var(--amber); }
        .empty { text-align: center; padding: 80px 20px; color: var(--muted); }
        .empty-mark { width: 56px; height: 56px; margin: 0 auto 12px; border-radius: 50%; display: grid; place-items: center; font-size: 28px; background: var(--green-soft); color: var(--green); }
        .empty h2 { color: var(--text); margin: 0 0 4px; }
        .help { position: fixed; bottom: 12px; right: 16px; padding: 6px 12px; border-radius: 10px; font-size: 12px; color: var(--muted); background: color-mix(in srgb, var(--panel) 90%, transparent); border: 1px solid var(--border); box-shadow: var(--shadow); backdrop-filter: blur(8px); }
        #selfcheck { display: none; }
        @media (max-width: 900px) {
          .layout { grid-template-columns: minmax(0, 1fr); }
          .sidebar { display: none; }
          main { padding: 16px; }
          .help { display: none; }
        }
        """#

    static let script = #"""
        (() => {
          "use strict";
          const body = document.body;
          const images = JSON.parse(document.getElementById("images").textContent || "{}");
          const allImages = [...document.querySelectorAll("img[data-key]")];
          for (const img of allImages) img.src = images[img.dataset.key] || "";
          const cards = [...document.querySelectorAll("article.failure")];
          const links = [...document.querySelectorAll(".sidebar a")];
          const views = ["side", "wipe", "blend", "toggle"];
          const zooms = ["fit", "1", "2", "4", "8", "16"];
          const remember = (key, value) => { try { localStorage.setItem("darkroom." + key, value); } catch (e) {} };
          const recall = (key) => { try { return localStorage.getItem("darkroom." + key); } catch (e) { return null; } };
          let view = "side", zoom = "fit", current = 0;

          const currentView = () => view;
          function setView(next, save = true) {
            if (!views.includes(next)) return;
            view = next;
            for (const name of views) body.classList.toggle("view-" + name, name === next);
            for (const button of document.querySelectorAll("[data-view]")) button.setAttribute("aria-pressed", String(button.dataset.view === next));
            cards.forEach(applyMix);
            applyZoom();
            if (save) remember("view", next);
          }

          function applyMix(card) {
            const range = card.querySelector("input.mix");
            const stack = card.querySelector(".stack");
            if (!range || !stack) return;
            const top = stack.querySelector(".layer.top");
            const value = Number(range.value);
            if (view === "wipe") {
              // Expected left of the handle, actual right of it.
              top.style.clipPath = "inset(0 0 0 " + value + "%)";
              top.style.opacity = "1";
              stack.style.setProperty("--pos", value + "%");
            } else if (view === "blend") {
              top.style.clipPath = "none";
              top.style.opacity = String(value / 100);
            } else {
              top.style.clipPath = "none";
              top.style.opacity = stack.dataset.showing === "expected" ? "0" : "1";
            }
          }

          function applyZoom() {
            for (const button of document.querySelectorAll("[data-zoom]")) button.setAttribute("aria-pressed", String(button.dataset.zoom === zoom));
            for (const card of cards) {
              const viewer = card.querySelector(".viewer");
              if (!viewer) continue;
              const widest = Number(getComputedStyle(viewer).getPropertyValue("--mw")) || 1;
              for (const area of viewer.querySelectorAll(".side, .compare")) {
                let scale = Number(zoom);
                if (zoom === "fit") {
                  // The largest scale at which the widest image fits its frame and the tallest fits 60 % of
                  // the window; whole multiples above 1 so that pixels stay square.
                  const frames = [...area.querySelectorAll(".frame")].filter((f) => f.offsetParent !== null);
                  const room = (frames.length ? Math.min(...frames.map((f) => f.clientWidth)) : area.clientWidth) - 26;
                  const tallest = Number(getComputedStyle(viewer).getPropertyValue("--mh")) || 1;
                  scale = room > 0 ? Math.min(room / widest, (window.innerHeight * 0.6) / tallest) : 1;
                  scale = scale >= 1 ? Math.min(8, Math.floor(scale)) : scale;
                }
                area.style.setProperty("--z", String(scale));
              }
            }
            remember("zoom", zoom);
          }

          function zoomBy(step) {
            const index = Math.max(1, zooms.indexOf(zoom));
            const next = zoom === "fit" ? (step > 0 ? 1 : 1) : Math.min(zooms.length - 1, Math.max(1, index + step));
            zoom = zooms[next];
            applyZoom();
          }

          function go(index, scroll = true) {
            if (!cards.length) return;
            current = Math.max(0, Math.min(cards.length - 1, index));
            cards.forEach((card, i) => card.classList.toggle("current", i === current));
            links.forEach((link, i) => link.classList.toggle("active", i === current));
            if (scroll) {
              cards[current].scrollIntoView({ block: "start" });
              links[current] && links[current].scrollIntoView({ block: "nearest" });
            }
          }

          function toggle(card) {
            const stack = card && card.querySelector(".stack");
            if (!stack) return;
            stack.dataset.showing = stack.dataset.showing === "expected" ? "actual" : "expected";
            applyMix(card);
          }

          for (const card of cards) {
            const range = card.querySelector("input.mix");
            const stack = card.querySelector(".stack");
            if (range) range.addEventListener("input", () => applyMix(card));
            if (stack && range) {
              let dragging = false;
              const follow = (event) => {
                const box = stack.getBoundingClientRect();
                range.value = String(Math.round(Math.max(0, Math.min(1, (event.clientX - box.left) / box.width)) * 100));
                applyMix(card);
              };
              stack.addEventListener("pointerdown", (event) => {
                go(cards.indexOf(card), false);
                if (view === "toggle") { toggle(card); return; }
                if (view === "wipe") { dragging = true; stack.setPointerCapture(event.pointerId); follow(event); }
              });
              stack.addEventListener("pointermove", (event) => { if (dragging) follow(event); });
              stack.addEventListener("pointerup", () => { dragging = false; });
              stack.addEventListener("pointercancel", () => { dragging = false; });
            }
            card.addEventListener("click", () => go(cards.indexOf(card), false));
            const copy = card.querySelector(".copy");
            if (copy) copy.addEventListener("click", (event) => {
              event.stopPropagation();
              const code = card.querySelector(".accept code");
              const done = () => { copy.textContent = "Copied"; setTimeout(() => { copy.textContent = "Copy"; }, 1200); };
              if (navigator.clipboard && window.isSecureContext) {
                navigator.clipboard.writeText(code.textContent).then(done, () => select(code));
              } else { select(code); }
            });
          }
          function select(element) {
            const range = document.createRange();
            range.selectNodeContents(element);
            const selection = getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
          }
          links.forEach((link, i) => link.addEventListener("click", (event) => { event.preventDefault(); go(i); }));
          for (const button of document.querySelectorAll("[data-view]")) button.addEventListener("click", () => setView(button.dataset.view));
          for (const button of document.querySelectorAll("[data-zoom]")) button.addEventListener("click", () => { zoom = button.dataset.zoom; applyZoom(); });

          document.addEventListener("keydown", (event) => {
            if (event.metaKey || event.ctrlKey || event.altKey) return;
            const target = event.target;
            const typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA");
            const arrows = event.key.startsWith("Arrow");
            if (typing && arrows) return;
            switch (event.key) {
              case "j": case "ArrowDown": case "ArrowRight": go(current + 1); break;
              case "k": case "ArrowUp": case "ArrowLeft": go(current - 1); break;
              case "1": case "2": case "3": case "4": setView(views[Number(event.key) - 1]); break;
              case "+": case "=": zoomBy(1); break;
              case "-": case "_": zoomBy(-1); break;
              case "0": zoom = "fit"; applyZoom(); break;
              case " ": case "t": if (view !== "toggle") setView("toggle"); toggle(cards[current]); break;
              default: return;
            }
            event.preventDefault();
          });
          window.addEventListener("resize", () => { if (zoom === "fit") applyZoom(); });

          // The URL may choose the view and zoom: report.html#view=wipe&zoom=4.
          const hash = new URLSearchParams(location.hash.slice(1));
          const savedZoom = hash.get("zoom") || recall("zoom");
          if (zooms.includes(savedZoom)) zoom = savedZoom;
          const savedView = hash.get("view") || recall("view");
          setView(views.includes(savedView) ? savedView : "side", false);
          go(0, false);

          // Runs once the window's load event has fired, when every image has loaded or failed: synchronous from
          // there, so a headless browser's DOM dump never races an image decode on a busy machine.
          function selfCheck() {
            const result = {
              failures: cards.length,
              declared: Number(body.dataset.failures),
              images: allImages.length,
              imagesLoaded: allImages.filter((img) => img.complete && img.naturalWidth > 0).length,
              broken: allImages.filter((img) => !(img.naturalWidth > 0)).map((img) => img.dataset.key),
              ids: cards.map((card) => card.id),
            };
            const card = cards.find((c) => c.querySelector("input.mix"));
            if (card) {
              const saved = view;
              setView("wipe", false);
              const range = card.querySelector("input.mix");
              const top = card.querySelector(".layer.top");
              result.sliderBefore = Number(range.value);
              result.clipBefore = top.style.clipPath;
              range.value = "20";
              range.dispatchEvent(new Event("input", { bubbles: true }));
              result.sliderAfter = Number(range.value);
              result.clipAfter = top.style.clipPath;
              setView("blend", false);
              result.blendOpacity = top.style.opacity;
              range.value = "50";
              range.dispatchEvent(new Event("input", { bubbles: true }));
              setView(saved, false);
            }
            const start = current;
            document.dispatchEvent(new KeyboardEvent("keydown", { key: "j" }));
            result.navigation = [start, current];
            go(start, false);
            window.scrollTo(0, 0);
            document.getElementById("selfcheck").textContent = JSON.stringify(result);
          }
          if (document.readyState === "complete") selfCheck(); else window.addEventListener("load", selfCheck);
        })();
        """#
}
