extension GalleryPageScript {
    /// The tabs (the recipe as UIKit Swift, as a layout file, its frames) and their copy button; `showRecipe`
    /// (the recipe's heading, its mark in the list) and `update`, which shows the state: tab, drawing, URL.
    static let tabs = #"""
          // The tabs: UIKit Swift, layout file, frames.
          function exportPanel(id, entry, what) {
            const panel = $(id);
            const pre = panel.querySelector('pre');
            const note = panel.querySelector('.note');
            const button = panel.querySelector('.copy');
            if (entry && entry.text !== undefined) {
              pre.hidden = false;
              pre.textContent = entry.text;
              note.textContent = entry.note || '';
              button.disabled = false;
              button.dataset.copy = entry.text;
            } else {
              pre.hidden = true;
              pre.textContent = '';
              note.textContent = `Not exportable yet: ${entry ? entry.reason : `this recipe has no ${what}.`}`;
              button.disabled = true;
              button.dataset.copy = '';
            }
          }

          function renderPanels(solve) {
            const exports = solve.data.exports;
            exportPanel('panel-swift', exports.swift, 'UIKit export');
            const files = exports.files;
            const file = files.find((f) => f.sizeClass === solve.sizeClass) || files.find((f) => f.sizeClass === 'any') ||
              files[0];
            exportPanel('panel-json', file, 'layout file');
            $('json-class').textContent = file ? `the ${file.sizeClass} layout` : '';
            const header = 'index\tkind\telement kind\tindex path\tx\ty\twidth\theight\tz\thidden';
            const frames = $('panel-frames');
            frames.querySelector('.copy').dataset.copy = frameRows ? `${header}\n${frameRows}\n` : '';
            frames.querySelector('.copy').disabled = !frameRows;
            if (state.tab === 'frames') {
              const rows = frameRows ? frameRows.split('\n') : [];
              frames.querySelector('.note').textContent = solve.error ? solve.error :
                `${state.recipe} at ${state.width} × ${state.height} pt, ${solve.sizeClass}, ` +
                `scroll offset ${state.scroll}: ${rows.length} elements, in points.`;
              frames.querySelector('tbody').innerHTML = rows.map((row) =>
                `<tr>${row.split('\t').map((v) => `<td>${esc(v)}</td>`).join('')}</tr>`).join('');
            }
          }

          function selectTab(name, focus) {
            state.tab = name;
            for (const tab of document.querySelectorAll('[role="tab"]')) {
              const selected = tab.dataset.tab === name;
              tab.setAttribute('aria-selected', String(selected));
              tab.tabIndex = selected ? 0 : -1;
              $(tab.getAttribute('aria-controls')).hidden = !selected;
              if (selected && focus) tab.focus();
            }
          }

          function showRecipe() {
            const recipe = byName.get(state.recipe);
            $('recipe-name').textContent = recipe.name;
            $('recipe-summary').textContent = recipe.summary;
            $('recipe-meta').textContent = `size classes: ${recipe.sizeClasses.join(', ')} · data: ${recipe.data} · ` +
              `features: ${recipe.features.length ? recipe.features.join(', ') : 'none'} · source: ${recipe.source}`;
            for (const a of document.querySelectorAll('#recipe-list a')) {
              if (a.dataset.recipe === recipe.name) a.setAttribute('aria-current', 'true');
              else a.removeAttribute('aria-current');
            }
          }

          function update(fromLocation, keepContainerInView) {
            if (fromLocation) readLocation();
            showRecipe();
            selectTab(state.tab, false);
            draw(fromLocation || keepContainerInView);
            writeLocation();
            if (!firstDrawn) {
              firstDrawn = true;
              document.documentElement.setAttribute('data-first-draw-ms', performance.now().toFixed(1));
              performance.mark('first-drawing');
            }
          }

          async function copy(button) {
            const text = button.dataset.copy;
            if (!text) return;
            try {
              await navigator.clipboard.writeText(text);
            } catch (error) {
              const area = document.createElement('textarea');
              area.value = text;
              document.body.appendChild(area);
              area.select();
              document.execCommand('copy');
              area.remove();
            }
            const before = button.textContent;
            button.textContent = 'Copied';
            setTimeout(() => { button.textContent = before; }, 1200);
          }
        """#
}
