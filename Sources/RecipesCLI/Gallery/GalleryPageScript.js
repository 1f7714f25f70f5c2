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

  // Events.
  $('width').addEventListener('input', (event) => {
    state.width = snapWidth(Number(event.target.value));
    update();
  });
  $('height').addEventListener('change', (event) => { state.height = Number(event.target.value); update(); });
  $('scroll').addEventListener('input', (event) => {
    state.scroll = Number(event.target.value);
    update(false, true);
  });
  for (const input of document.querySelectorAll('#size-class input')) {
    input.addEventListener('change', () => { state.size = input.value; update(); });
  }
  $('rtl').addEventListener('change', (event) => { state.rtl = event.target.checked; update(); });
  $('search').addEventListener('input', filterList);
  $('search').addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    const first = document.querySelector('#recipe-list li:not([hidden]) a');
    if (first) { event.preventDefault(); first.click(); first.focus(); }
  });
  for (const button of document.querySelectorAll('#features button')) {
    button.addEventListener('click', () => {
      const feature = button.dataset.feature;
      if (pressed.has(feature)) pressed.delete(feature); else pressed.add(feature);
      button.setAttribute('aria-pressed', String(pressed.has(feature)));
      filterList();
    });
  }
  for (const a of document.querySelectorAll('#recipe-list a')) {
    a.addEventListener('click', (event) => {
      event.preventDefault();
      const recipe = byName.get(a.dataset.recipe);
      if (state.recipe !== recipe.name) {
        state.recipe = recipe.name;
        state.size = recipe.rule;
        state.scroll = 0;
      }
      update();
    });
  }
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  for (const tab of tabs) {
    tab.addEventListener('click', () => { selectTab(tab.dataset.tab, true); update(); });
    tab.addEventListener('keydown', (event) => {
      const i = tabs.indexOf(tab);
      const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      const target = tabs[(next + tabs.length) % tabs.length];
      selectTab(target.dataset.tab, true);
      update();
    });
  }
  for (const button of document.querySelectorAll('button.copy')) {
    button.addEventListener('click', () => copy(button));
  }
  $('stage').addEventListener('mouseover', (event) => {
    const g = event.target.closest && event.target.closest('g.el');
    if (g) $('hover').textContent = g.querySelector('title').textContent;
  });
  document.addEventListener('keydown', (event) => {
    const typing = /^(INPUT|SELECT|TEXTAREA)$/.test(document.activeElement.tagName);
    if (event.key === '/' && !typing) { event.preventDefault(); $('search').focus(); }
  });
  window.addEventListener('hashchange', () => update(true));
  let resizeTimer = 0;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => draw(false), 100);
  });

  filterList();
  update(true);
})();
