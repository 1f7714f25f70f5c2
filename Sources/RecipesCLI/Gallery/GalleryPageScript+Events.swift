extension GalleryPageScript {
    /// The controls' event handlers and the first draw, closing the function `prelude` opens.
    static let events = #"""
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
        """#
}
