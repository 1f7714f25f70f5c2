/// The interactive gallery's script, inlined in the page.
///
/// It decodes the stored solves (`GalleryBlockEncoding`), draws the one the controls select as inline SVG,
/// and fills the tabs. It computes no geometry: the only arithmetic on frames is clamping pinned items to
/// the ranges the engine gave (`SolvedLayout.pinnedRanges()`).
///
/// The URL's hash (or query) selects the state
/// (`#recipe=grid&width=390&height=844&size=auto&scroll=0&tab=swift`) and follows it; every drawn element
/// carries its frame in `data-` attributes; `<html data-first-draw-ms>` records when the first drawing was
/// done (`performance.now()`, milliseconds since navigation start).
enum GalleryPageScript {
    /// The script's text: its parts in order, a blank line between two.
    static let text = [prelude, data, state, list, drawing, tabs, events].joined(separator: "\n\n")

    /// Strict mode, the opening of the function the whole script runs in, the page's constants and state, and
    /// the escaping and number-formatting helpers.
    static let prelude = #"""
        'use strict';
        (() => {
          const $ = (id) => document.getElementById(id);
          const index = JSON.parse($('gallery-index').textContent);
          const dataNodes = new Map();
          for (const node of document.querySelectorAll('script.recipe-data')) dataNodes.set(node.dataset.recipe, node);
          const recipes = index.recipes;
          const byName = new Map(recipes.map((r) => [r.name, r]));
          const [minWidth, maxWidth, widthStep] = index.widths;
          const parsed = new Map();
          const peek = 48;
          const state = {
            recipe: null, width: index.width, height: index.height, size: 'auto', scroll: 0, tab: 'swift', rtl: false,
          };
          let firstDrawn = false;
          let frameRows = '';

          const esc = (text) => String(text).replace(/[&<>"']/g, (c) =>
            ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
          const fmt = (v) => (Number.isInteger(v) ? String(v) : String(Math.round(v * 1000) / 1000));
        """#

    /// Reading a recipe's data: its JSON parsed the first time the recipe is shown, each block decoded once
    /// (`GalleryBlockEncoding`).
    static let data = #"""
          // Data: a recipe's JSON is parsed the first time it is shown; blocks are decoded once each.
          function recipeData(name) {
            let data = parsed.get(name);
            if (!data) {
              data = JSON.parse(dataNodes.get(name).textContent);
              data.decoded = new Map();
              parsed.set(name, data);
            }
            return data;
          }

          function structureOf(data, k) {
            let s = data.blocks[k].s;
            while (typeof s === 'number') s = data.blocks[s].s;
            return s;
          }

          function decodeBlock(data, k) {
            if (data.decoded.has(k)) return data.decoded.get(k);
            const block = data.blocks[k];
            const structure = structureOf(data, k);
            const fields = structure.e ? structure.e.split(',').map(Number) : [];
            const values = block.g ? block.g.split(',') : [];
            const base = block.b === undefined ? null : decodeBlock(data, block.b).units;
            const units = new Array(values.length).fill(null);
            const previous = [0, 0, 0, 0];
            const elements = [];
            let section = 0;
            let item = 0;
            for (let i = 0; 3 * i < fields.length; i++) {
              const type = structure.t[fields[3 * i]];
              const ds = fields[3 * i + 1];
              item = ds === 0 ? item + fields[3 * i + 2] : fields[3 * i + 2];
              section += ds;
              const frame = [0, 0, 0, 0];
              for (let c = 0; c < 4; c++) {
                const j = 4 * i + c;
                const text = values[j];
                if (text[0] === '~') {
                  frame[c] = text === '~null' ? NaN : Number(text.slice(1));
                  continue;
                }
                if (base) {
                  units[j] = base[j] + Number(text);
                } else {
                  previous[c] += Number(text);
                  units[j] = previous[c];
                }
                frame[c] = units[j] / index.unit;
              }
              elements.push({
                i, category: type[0], kind: type[1], z: type[2], hidden: type[3] === 1, alpha: type[4],
                section, item, x: frame[0], y: frame[1], w: frame[2], h: frame[3],
              });
            }
            const decoded = {
              k, units, elements, vertical: block.a === 'v', contentWidth: block.c[0], contentHeight: block.c[1],
              total: block.n,
              orthogonal: block.o || [], pins: block.p || [], insets: block.q || [0, 0],
            };
            data.decoded.set(k, decoded);
            return decoded;
          }
        """#

    /// The state in the URL's hash (or query): recipe, width, height, size class, scroll offset and tab, read
    /// and written back.
    static let state = #"""
          // State: the URL hash (or query) names the recipe, width, height, size class, scroll offset and tab.
          function snapWidth(w) {
            const n = Math.round((Math.min(Math.max(w, minWidth), maxWidth) - minWidth) / widthStep);
            return minWidth + n * widthStep;
          }

          function readLocation() {
            const text = (location.hash.length > 1 ? location.hash.slice(1) : location.search.slice(1));
            const params = new URLSearchParams(text);
            const before = state.recipe;
            let notice = '';
            const name = params.get('recipe');
            if (name !== null && byName.has(name)) state.recipe = name;
            else if (name !== null) notice = `No recipe is named “${name}”; showing ${state.recipe || recipes[0].name}`;
            if (!state.recipe) state.recipe = recipes[0].name;
            const recipe = byName.get(state.recipe);
            const changed = state.recipe !== before;
            if (params.has('width') && Number.isFinite(Number(params.get('width')))) {
              state.width = snapWidth(Number(params.get('width')));
            }
            const height = Number(params.get('height'));
            if (index.heights.includes(height)) state.height = height;
            const size = params.get('size');
            if (['auto', 'compact', 'regular'].includes(size)) state.size = size;
            else if (changed) state.size = recipe.rule;
            const scroll = Number(params.get('scroll'));
            if (params.has('scroll') && Number.isFinite(scroll)) state.scroll = scroll;
            else if (changed) state.scroll = 0;
            if (['swift', 'json', 'frames'].includes(params.get('tab'))) state.tab = params.get('tab');
            if (params.has('dir')) state.rtl = params.get('dir') === 'rtl';
            $('notice').textContent = notice;
            $('notice').hidden = !notice;
          }

          function writeLocation() {
            const params = new URLSearchParams({
              recipe: state.recipe, width: state.width, height: state.height, size: state.size, scroll: state.scroll,
              tab: state.tab,
            });
            if (state.rtl) params.set('dir', 'rtl');
            history.replaceState(null, '', '#' + params.toString());
          }

          function sizeClassAt(recipe, width) {
            if (state.size !== 'auto') return state.size;
            return width >= index.threshold ? 'regular' : 'compact';
          }
        """#

    /// The recipe list's search and feature filters.
    static let list = #"""
          // The list: search and feature filters.
          const pressed = new Set();
          function filterList() {
            const words = $('search').value.toLowerCase().split(/\s+/).filter(Boolean);
            let shown = 0;
            for (const li of document.querySelectorAll('#recipe-list li')) {
              const recipe = byName.get(li.dataset.recipe);
              const text = [recipe.name, recipe.summary, recipe.source, recipe.features.join(' ')].join(' ').toLowerCase();
              const visible = words.every((w) => text.includes(w)) &&
                [...pressed].every((f) => recipe.features.includes(f));
              li.hidden = !visible;
              if (visible) shown++;
            }
            $('count').textContent = `${shown} of ${recipes.length} recipes`;
          }
        """#
}
