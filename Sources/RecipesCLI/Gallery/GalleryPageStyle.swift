/// The interactive gallery's style sheet, inlined in the page: system fonts only, light and dark colours
/// (`prefers-color-scheme`), cells, supplementaries and decorations in distinct styles, visible focus rings.
enum GalleryPageStyle {
    /// The style sheet's text.
    static let text = #"""
        :root {
          color-scheme: light dark;
          --bg: #ffffff; --fg: #1d1d1f; --muted: #5b616b; --line: #d7dbe0; --panel: #f5f6f8; --accent: #0a5fc2;
          --focus: #0a5fc2; --content: #fafafa; --content-line: #b5bac2;
          --cell-fill: #cfe2ff; --cell-line: #2f6db5; --cell-text: #12355b;
          --sup-fill: #fff1d6; --sup-line: #b86e00; --sup-text: #6e4300;
          --dec-fill: #e9edf2; --dec-line: #b9c2ce; --dec-text: #66707c;
          --container: #d0021b; --fade: #ffffff; --track: #c9ced6; --thumb: #6b7280; --error: #b00020;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #15171b; --fg: #e6e8eb; --muted: #a3aab5; --line: #343a43; --panel: #1e2228; --accent: #7fb2ff;
            --focus: #7fb2ff; --content: #1b1f25; --content-line: #4a515c;
            --cell-fill: #1f3b63; --cell-line: #6ea3e8; --cell-text: #dbe8ff;
            --sup-fill: #4a3514; --sup-line: #e0a040; --sup-text: #ffe2b0;
            --dec-fill: #2a3038; --dec-line: #4f5967; --dec-text: #b2bcc8;
            --container: #ff5c6c; --fade: #15171b; --track: #3d444e; --thumb: #a3aab5; --error: #ff8a80;
          }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
        a { color: var(--accent); }
        :focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 8px; top: 8px; background: var(--bg); padding: 4px 8px; z-index: 10; }
        header.top { padding: 12px 20px; border-bottom: 1px solid var(--line); }
        header.top h1 { margin: 0; font-size: 1.3em; }
        header.top p { margin: 2px 0 0; color: var(--muted); }
        .page { display: grid; grid-template-columns: minmax(240px, 320px) 1fr; min-height: calc(100vh - 70px); }
        nav#catalog { border-right: 1px solid var(--line); padding: 12px; overflow-y: auto; max-height: calc(100vh - 70px);
          position: sticky; top: 0; }
        nav#catalog input[type="search"] { width: 100%; padding: 6px 8px; font: inherit; color: inherit;
          background: var(--bg); border: 1px solid var(--line); border-radius: 6px; }
        #features { border: 0; margin: 8px 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
        #features legend { font-size: 0.85em; color: var(--muted); padding: 0; margin-bottom: 4px; }
        #features button, .copy, [role="tab"] { font: inherit; font-size: 0.85em; color: inherit; background: var(--panel);
          border: 1px solid var(--line); border-radius: 999px; padding: 2px 10px; cursor: pointer; }
        #features button[aria-pressed="true"] { background: var(--accent); color: var(--bg); border-color: var(--accent); }
        #count { font-size: 0.85em; color: var(--muted); margin: 4px 0; }
        #recipe-list { list-style: none; margin: 0; padding: 0; }
        #recipe-list a { display: block; padding: 6px 8px; border-radius: 6px; color: inherit; text-decoration: none; }
        #recipe-list a:hover { background: var(--panel); }
        #recipe-list a[aria-current="true"] { background: var(--panel); box-shadow: inset 3px 0 0 var(--accent); }
        #recipe-list strong { display: block; }
        #recipe-list .summary { display: block; font-size: 0.85em; color: var(--muted); }
        #recipe-list .features, #recipe-list .source { display: block; font-size: 0.75em; color: var(--muted); }
        main#viewer { padding: 12px 20px; min-width: 0; }
        main#viewer h2 { margin: 0; font-size: 1.25em; }
        #recipe-summary { margin: 2px 0; }
        #recipe-meta { margin: 0 0 8px; color: var(--muted); font-size: 0.85em; }
        .controls { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; padding: 8px 0; }
        .controls label { display: flex; align-items: center; gap: 6px; }
        .controls input[type="range"] { width: min(360px, 60vw); accent-color: var(--accent); }
        .controls select { font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--line);
          border-radius: 6px; }
        #size-class { border: 0; margin: 0; padding: 0; display: flex; gap: 10px; align-items: center; }
        #size-class legend { float: left; margin-right: 6px; padding: 0; }
        output { font-variant-numeric: tabular-nums; min-width: 4.5em; }
        #status, #hover { font-size: 0.85em; color: var(--muted); margin: 4px 0; }
        #notice { color: var(--error); }
        #stage { border: 1px solid var(--line); border-radius: 8px; padding: 2px; overflow: auto; max-height: 72vh;
          background: var(--bg); }
        #stage svg { display: block;
          font-family: system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
        #stage .error { color: var(--error); padding: 12px; margin: 0; }
        svg .content { fill: var(--content); stroke: var(--content-line); stroke-dasharray: 2 2; }
        svg .cell rect { fill: var(--cell-fill); stroke: var(--cell-line); stroke-width: 1; }
        svg .supplementary rect { fill: var(--sup-fill); fill-opacity: 0.92; stroke: var(--sup-line); stroke-width: 1;
          stroke-dasharray: 4 3; }
        svg .pinned rect { stroke-width: 2; stroke-dasharray: none; }
        svg .decoration rect { fill: var(--dec-fill); stroke: var(--dec-line); stroke-width: 1; }
        svg .cell-label { fill: var(--cell-text); }
        svg .supplementary-label { fill: var(--sup-text); }
        svg .decoration-label { fill: var(--dec-text); }
        svg .el:hover rect { stroke-width: 3; }
        svg .container { fill: none; stroke: var(--container); stroke-width: 2; }
        svg .container-label { fill: var(--container); }
        svg .fade { fill: var(--fade); }
        svg .track { fill: var(--track); }
        svg .thumb { fill: var(--thumb); }
        svg .extent { fill: var(--muted); }
        svg .cut { stroke: var(--muted); stroke-dasharray: 6 4; }
        .legend { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 0.8em; color: var(--muted);
          margin: 6px 0 12px; }
        .legend span::before { content: ""; display: inline-block; width: 12px; height: 12px; margin-right: 5px;
          vertical-align: -2px; border: 1px solid; }
        .legend .l-cell::before { background: var(--cell-fill); border-color: var(--cell-line); }
        .legend .l-sup::before { background: var(--sup-fill); border: 1px dashed var(--sup-line); }
        .legend .l-pin::before { background: var(--sup-fill); border: 2px solid var(--sup-line); }
        .legend .l-dec::before { background: var(--dec-fill); border-color: var(--dec-line); }
        .legend .l-box::before { background: transparent; border: 2px solid var(--container); }
        [role="tablist"] { display: flex; gap: 6px; border-bottom: 1px solid var(--line); padding-bottom: 6px; }
        [role="tab"] { border-radius: 6px; padding: 4px 12px; }
        [role="tab"][aria-selected="true"] { background: var(--accent); color: var(--bg); border-color: var(--accent); }
        [role="tabpanel"] { padding: 8px 0; }
        .panel-head { display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
        .copy:disabled { opacity: 0.5; cursor: default; }
        .note { color: var(--muted); font-size: 0.85em; margin: 0; }
        pre { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 10px; overflow: auto;
          max-height: 50vh; font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        .table-wrap { max-height: 50vh; overflow: auto; border: 1px solid var(--line); border-radius: 6px; }
        table { border-collapse: collapse; font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
          width: 100%; }
        th, td { padding: 2px 8px; text-align: right; border-bottom: 1px solid var(--line); white-space: nowrap; }
        th { position: sticky; top: 0; background: var(--panel); }
        td:nth-child(2), td:nth-child(3), th:nth-child(2), th:nth-child(3) { text-align: left; }
        footer#about { border-top: 1px solid var(--line); padding: 12px 20px 24px; color: var(--muted); font-size: 0.85em; }
        footer#about h2 { font-size: 1.05em; color: var(--fg); }
        @media (max-width: 760px) {
          .page { display: block; }
          nav#catalog { position: static; max-height: 40vh; border-right: 0; border-bottom: 1px solid var(--line); }
        }
        """#
}
