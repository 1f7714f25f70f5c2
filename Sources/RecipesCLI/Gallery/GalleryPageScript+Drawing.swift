extension GalleryPageScript {
    /// The drawing: the selected solve as inline SVG, with pinned items clamped to the engine's ranges,
    /// orthogonal sections clipped and a capped drawing cut where its elements end.
    static let drawing = #"""
          // The drawing.
          function drawOrder(a, b) {
            const rank = { decoration: 0, cell: 1, supplementary: 2 };
            return a.z - b.z || rank[a.category] - rank[b.category] || a.i - b.i;
          }

          function label(text, x, y, w, h, cls, corner) {
            const size = Math.min(12, h * 0.45, w / (text.length * 0.6 + 0.5));
            if (!(size >= 4)) return '';
            const at = corner ? `x="${fmt(x + 3)}" y="${fmt(y + size + 2)}"` :
              `x="${fmt(x + w / 2)}" y="${fmt(y + h / 2 + size * 0.35)}" text-anchor="middle"`;
            return `<text class="${cls}" ${at} font-size="${fmt(size)}">${esc(text)}</text>`;
          }

          function describe(e) {
            const name = e.category === 'cell' ? 'cell' : `${e.category} “${e.kind}”`;
            return `${name} at index path ${e.section}.${e.item}: x ${fmt(e.x)}, y ${fmt(e.y)}, ` +
              `${fmt(e.w)} × ${fmt(e.h)} pt, z ${e.z}${e.hidden ? ', hidden' : ''}`;
          }

          function currentSolve() {
            const recipe = byName.get(state.recipe);
            const data = recipeData(recipe.name);
            const wi = Math.round((state.width - minWidth) / widthStep);
            const hi = index.heights.indexOf(state.height);
            const sizeClass = sizeClassAt(recipe, state.width);
            // Runs keyed `compact-rtl` / `regular-rtl` (right-to-left solves) show the direction switch.
            const hasRTL = Object.keys(data.runs).some((key) => key.endsWith('-rtl'));
            $('direction-row').hidden = !hasRTL;
            const key = state.rtl && data.runs[`${sizeClass}-rtl`] ? `${sizeClass}-rtl` : sizeClass;
            const k = data.runs[key][hi][wi];
            if (k < 0) return { recipe, data, sizeClass, error: data.errors[-1 - k] };
            return { recipe, data, sizeClass, block: decodeBlock(data, k) };
          }

          function draw(keepContainerInView) {
            const solve = currentSolve();
            const { recipe, sizeClass } = solve;
            const W = state.width;
            const H = state.height;
            $('width-out').value = `${W} pt`;
            $('width').value = W;
            $('height').value = String(H);
            for (const input of document.querySelectorAll('#size-class input')) input.checked = input.value === state.size;
            $('rtl').checked = state.rtl;
            if (solve.error) {
              $('stage').innerHTML = `<p class="error" id="drawing-error">${esc(solve.error)}</p>`;
              $('status').textContent = `${W} × ${H} pt, ${sizeClass}: the engine cannot solve this recipe here.`;
              $('scroll-row').hidden = true;
              frameRows = '';
              renderPanels(solve);
              return;
            }
            const b = solve.block;
            const vertical = b.vertical;
            const viewMain = vertical ? H : W;
            const viewCross = vertical ? W : H;
            const contentMain = vertical ? b.contentHeight : b.contentWidth;
            const maxScroll = Math.max(0, Math.ceil(contentMain - viewMain));
            state.scroll = Math.min(Math.max(0, Math.round(state.scroll)), maxScroll);
            const s = state.scroll;
            $('scroll').max = maxScroll;
            $('scroll').value = s;
            $('scroll-out').value = `${s} pt`;
            $('scroll-row').hidden = maxScroll === 0;

            // Pinned items: the engine's range for each; the page clamps the followed edge of the pinning rect to it.
            const pinStart = s + b.insets[0];
            const pinEnd = pinStart + (viewMain - b.insets[0] - b.insets[1]);
            const placed = b.elements.map((e) => ({ ...e, pinned: false }));
            for (const [j, edge, lo, hi] of b.pins) {
              const e = placed[j];
              const length = vertical ? e.h : e.w;
              const wanted = edge === 'start' ? pinStart : pinEnd - length;
              const at = Math.min(Math.max(wanted, lo), hi);
              if (vertical) e.y = at; else e.x = at;
              e.pinned = true;
            }

            // Orthogonal sections: clipped to the container across the scroll axis, with a fading peek past its edge.
            const clips = new Map();
            let defs = '';
            let overlays = '';
            let overlaysCut = '';
            const rect = (main, cross, mainLength, crossLength) => (vertical
              ? { x: cross, y: main, w: crossLength, h: mainLength }
              : { x: main, y: cross, w: mainLength, h: crossLength });
            // A capped drawing stops where its elements end (or the container does), as the static page does.
            let drawnMain = contentMain;
            if (b.total > b.elements.length) {
              drawnMain = s + viewMain;
              for (const e of b.elements) {
                const end = vertical ? e.y + e.h : e.x + e.w;
                if (Number.isFinite(end)) drawnMain = Math.max(drawnMain, end);
              }
              drawnMain = Math.min(drawnMain, contentMain);
            }
            const drawnWidth = vertical ? b.contentWidth : drawnMain;
            const drawnHeight = vertical ? drawnMain : b.contentHeight;
            let minX = 0;
            let minY = 0;
            let maxX = Math.max(drawnWidth, vertical ? W : s + W);
            let maxY = Math.max(drawnHeight, vertical ? s + H : H);
            if (drawnMain < contentMain) {
              const line = vertical ? `x1="0" y1="${drawnMain}" x2="${drawnWidth}" y2="${drawnMain}"` :
                `x1="${drawnMain}" y1="0" x2="${drawnMain}" y2="${drawnHeight}"`;
              const at = vertical ? `x="4" y="${drawnMain + 14}"` : `x="${drawnMain + 4}" y="14"`;
              overlaysCut = `<line class="cut" ${line}/><text class="extent" ${at} font-size="11">drawing the first ` +
                `${b.elements.length} of ${b.total} elements; the picture stops here</text>`;
              if (vertical) maxY += 20; else maxX += 330;
            }
            for (const [section, start, length, contentLength, maxOffset] of b.orthogonal) {
              const clip = rect(start, 0, length, viewCross + peek);
              clips.set(section, `o${section}`);
              defs += `<clipPath id="o${section}"><rect x="${clip.x}" y="${clip.y}" width="${clip.w}" ` +
                `height="${clip.h}"/></clipPath>`;
              if (maxOffset > 0) {
                for (let step = 0; step < 4; step++) {
                  const band = rect(start, viewCross + step * peek / 4, length, peek / 4);
                  overlays += `<rect class="fade" x="${band.x}" y="${band.y}" width="${band.w}" height="${band.h}" ` +
                    `fill-opacity="${fmt(0.3 + 0.65 * step / 3)}"/>`;
                }
                const track = rect(start + length - 4, 0, 3, viewCross);
                const thumb = rect(start + length - 4, 0, 3, viewCross * Math.min(1, viewCross / contentLength));
                overlays += `<rect class="track" x="${track.x}" y="${track.y}" width="${track.w}" height="${track.h}"/>`;
                overlays += `<rect class="thumb" x="${thumb.x}" y="${thumb.y}" width="${thumb.w}" height="${thumb.h}"/>`;
                const text = `${vertical ? '→' : '↓'} ${fmt(contentLength)} pt, offsets 0–${fmt(maxOffset)}`;
                const at = rect(start + Math.min(length / 2, 12), viewCross + peek + 4, 0, 0);
                overlays += `<text class="extent" x="${at.x}" y="${at.y + 4}" font-size="11">${esc(text)}</text>`;
                if (vertical) maxX = Math.max(maxX, viewCross + peek + 4 + text.length * 6);
                else maxY = Math.max(maxY, viewCross + peek + 18);
              }
            }
            const sorted = placed.slice().sort(drawOrder);
            let body = '';
            for (const e of sorted) {
              if (!Number.isFinite(e.x + e.y + e.w + e.h)) continue;
              const clip = clips.get(e.section);
              if (!clip) {
                minX = Math.min(minX, e.x); minY = Math.min(minY, e.y);
                maxX = Math.max(maxX, e.x + e.w); maxY = Math.max(maxY, e.y + e.h);
              }
              const opacity = e.hidden ? 0.12 : e.alpha;
              let text = '';
              if (e.category === 'cell') text = label(`${e.section}.${e.item}`, e.x, e.y, e.w, e.h, 'cell-label', false);
              else if (e.category === 'supplementary') {
                text = label(`${e.kind} ${e.section}.${e.item}`, e.x, e.y, e.w, e.h, 'supplementary-label', false);
              } else text = label(e.kind, e.x, e.y, e.w, e.h, 'decoration-label', true);
              body += `<g class="el ${e.category}${e.pinned ? ' pinned' : ''}" data-i="${e.i}" data-kind="${e.category}" ` +
                `data-element-kind="${esc(e.kind === null ? '' : e.kind)}" data-section="${e.section}" ` +
                `data-item="${e.item}" data-x="${e.x}" data-y="${e.y}" data-w="${e.w}" data-h="${e.h}" data-z="${e.z}" ` +
                `data-hidden="${e.hidden}"` +
                `${e.pinned ? ' data-pinned="true"' : ''}${clip ? ` clip-path="url(#${clip})"` : ''}` +
                `${opacity < 1 ? ` opacity="${fmt(Math.max(0, opacity))}"` : ''}>` +
                `<title>${esc(describe(e))}</title><rect x="${e.x}" y="${e.y}" width="${e.w}" height="${e.h}"/>${text}</g>`;
            }
            const view = vertical ? { x: 0, y: s, w: W, h: H } : { x: s, y: 0, w: W, h: H };
            const margin = 8;
            const vx = minX - margin;
            const vy = minY - margin;
            const vw = maxX - minX + 2 * margin;
            const vh = maxY - minY + 2 * margin;
            const available = Math.max(200, $('stage').clientWidth - 4);
            const scale = Math.min(1, available / vw);
            $('stage').innerHTML =
              `<svg id="drawing" role="img" aria-labelledby="drawing-title" width="${fmt(vw * scale)}" ` +
              `height="${fmt(vh * scale)}" viewBox="${fmt(vx)} ${fmt(vy)} ${fmt(vw)} ${fmt(vh)}" ` +
              `data-recipe="${esc(recipe.name)}" data-width="${W}" data-height="${H}" data-size-class="${sizeClass}" ` +
              `data-scroll="${s}" data-content-width="${b.contentWidth}" data-content-height="${b.contentHeight}" ` +
              `data-elements="${b.total}" data-drawn="${b.elements.length}" data-scale="${scale}">` +
              `<title id="drawing-title">${esc(recipe.name)} at ${W} × ${H} pt, ${sizeClass}, scroll offset ${s}</title>` +
              `<defs>${defs}</defs>` +
              `<rect class="content" x="0" y="0" width="${drawnWidth}" height="${drawnHeight}"/>` +
              body + overlays + overlaysCut +
              `<rect class="container" x="${view.x}" y="${view.y}" width="${view.w}" height="${view.h}"/>` +
              `<text class="container-label" x="${view.x + 4}" y="${view.y + view.h - 6}" font-size="11">` +
              `container ${W} × ${H}${maxScroll ? `, scrolled ${s}` : ''}</text></svg>`;
            if (keepContainerInView) {
              const stage = $('stage');
              const top = (view.y - vy) * scale;
              const left = (view.x - vx) * scale;
              if (top < stage.scrollTop || top + 40 > stage.scrollTop + stage.clientHeight) stage.scrollTop = top - 16;
              if (left < stage.scrollLeft || left + 40 > stage.scrollLeft + stage.clientWidth) stage.scrollLeft = left - 16;
            }
            const capped = b.total > b.elements.length ? `, drawing the first ${b.elements.length} of ${b.total} elements` :
              `, ${b.total} elements`;
            $('status').textContent = `${W} × ${H} pt, ${sizeClass}: content ${fmt(b.contentWidth)} × ` +
              `${fmt(b.contentHeight)} pt${capped}; 1 pt = ${fmt(scale)} px on screen.`;
            frameRows = placed.map((e) => [e.i, e.category, e.kind === null ? '-' : e.kind, `${e.section}.${e.item}`,
              e.x, e.y, e.w, e.h, e.z, e.hidden].join('\t')).join('\n');
            renderPanels(solve);
          }
        """#
}
