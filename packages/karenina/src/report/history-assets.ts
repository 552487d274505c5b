/** Styles the history page adds to the report's stylesheet (system fonts only: nothing is fetched). */
export const HISTORY_STYLE = `
.history-charts { display:grid; gap:18px; grid-template-columns:repeat(auto-fit,minmax(420px,1fr)); }
figure.history-model { margin:0; }
figure.history-model figcaption { display:flex; justify-content:space-between; gap:12px; margin-bottom:4px; }
figure.history-model .latest { color:var(--muted); font-size:12px; }
svg.history-chart .trend { fill:none; stroke:var(--accent); stroke-width:2; }
svg.history-chart .interval { stroke:var(--accent); stroke-width:6; stroke-linecap:round; opacity:.25; }
svg.history-chart circle { fill:var(--pass); stroke:var(--card); stroke-width:1.5; }
#runs-table td, #timeline-table td { font-size:13px; }
tr.history-line { cursor:pointer; }
tr.history-line:hover { background:color-mix(in srgb, var(--accent) 7%, transparent); }
tr.history-line td.q { max-width:380px; }
th.run-head { text-align:center; }
td.cell { text-align:center; white-space:nowrap; }
td.cell.none { color:var(--muted); }
.mark { display:inline-block; min-width:20px; padding:1px 4px; margin:1px; border-radius:5px; color:#fff; font-weight:700; font-size:12px; text-align:center; }
.mark.pass { background:var(--pass); } .mark.fail { background:var(--fail); } .mark.error { background:var(--error); }
.tag { font-size:11px; padding:0 6px; border-radius:999px; border:1px solid currentColor; }
.tag.flipped { color:var(--fail); } .tag.flaky { color:var(--error); }
.history-result { margin-bottom:10px; }
`

/**
 * The history page's script: filters the timeline (text, flipped/flaky, model) and opens a row's details.
 * Plain ES2020; the page is rendered server-side, so it reads without it.
 */
export const HISTORY_SCRIPT = `
(() => {
  const $ = (s) => document.querySelector(s);
  const rows = [...document.querySelectorAll('tr.history-line')];
  const text = $('#filter-text'), change = $('#filter-change'), model = $('#filter-model'), count = $('#filter-count');
  function apply() {
    const q = text.value.trim().toLowerCase(), c = change.value, m = model.value;
    let shown = 0;
    for (const row of rows) {
      const d = row.dataset;
      const ok = (!q || d.search.includes(q)) && (c === 'all' || d[c] === 'true') && (m === 'all' || d.answering === m);
      row.hidden = !ok;
      if (!ok) { row.nextElementSibling.hidden = true; row.setAttribute('aria-expanded', 'false'); }
      if (ok) shown++;
    }
    count.textContent = shown + ' of ' + rows.length + ' rows';
    $('#no-match').hidden = shown !== 0;
  }
  for (const el of [text, change, model]) el.addEventListener('input', apply);
  for (const row of rows) {
    const toggle = () => {
      const detail = row.nextElementSibling;
      detail.hidden = !detail.hidden;
      row.setAttribute('aria-expanded', String(!detail.hidden));
    };
    row.addEventListener('click', toggle);
    row.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); toggle(); } });
  }
  apply();
})();
`
