/** The report's stylesheet, inlined in the page (system fonts only: nothing is fetched). */
export const REPORT_STYLE = `
:root { --bg:#f7f7f5; --card:#fff; --fg:#1f2328; --muted:#667085; --line:#e4e4e0; --accent:#3559c7;
  --pass:#2e9e5b; --fail:#d64545; --error:#e0a030; --empty:#ecebe8; color-scheme: light dark; }
@media (prefers-color-scheme: dark) { :root { --bg:#15171a; --card:#1e2126; --fg:#e6e6e3; --muted:#9aa1ab;
  --line:#30343b; --accent:#7d9bff; --empty:#2a2d33; } }
* { box-sizing: border-box; }
body { margin:0; background:var(--bg); color:var(--fg); font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif; }
header { padding:28px 32px 8px; }
h1 { margin:0 0 4px; font-size:22px; }
h2 { font-size:16px; margin:0 0 12px; }
.sub { color:var(--muted); }
main { padding:0 32px 40px; display:grid; gap:20px; }
.card { background:var(--card); border:1px solid var(--line); border-radius:10px; padding:18px 20px; overflow-x:auto; }
.tiles { display:flex; flex-wrap:wrap; gap:12px; }
.tile { background:var(--card); border:1px solid var(--line); border-radius:10px; padding:12px 18px; min-width:130px; }
.tile b { display:block; font-size:24px; }
.tile span { color:var(--muted); font-size:12px; text-transform:uppercase; letter-spacing:.04em; }
.tile.pass b { color:var(--pass); } .tile.fail b { color:var(--fail); } .tile.error b { color:var(--error); }
.charts { display:grid; gap:20px; grid-template-columns:repeat(auto-fit,minmax(420px,1fr)); }
svg.chart { max-width:100%; height:auto; font:12px system-ui,sans-serif; }
svg .label, svg .row-label, svg .col-label, svg .value { fill:var(--fg); }
svg .tick { fill:var(--muted); font-size:10px; }
svg .grid { stroke:var(--line); }
svg .track { fill:var(--empty); }
svg .seg-pass { fill:var(--pass); } svg .seg-fail { fill:var(--fail); } svg .seg-error { fill:var(--error); }
svg .cell text { fill:#fff; font-weight:600; pointer-events:none; }
svg g.cell { cursor:pointer; }
svg rect.empty { fill:var(--empty); }
.filters { display:flex; flex-wrap:wrap; gap:10px; align-items:center; margin-bottom:12px; }
.filters input, .filters select, .filters button { font:inherit; color:inherit; background:var(--bg); border:1px solid var(--line); border-radius:6px; padding:6px 10px; }
.filters input { min-width:260px; }
.filters .count { color:var(--muted); margin-left:auto; }
table { border-collapse:collapse; width:100%; }
th, td { text-align:left; padding:7px 10px; border-bottom:1px solid var(--line); vertical-align:top; }
th { font-size:12px; color:var(--muted); text-transform:uppercase; letter-spacing:.04em; }
tr.result { cursor:pointer; }
tr.result:hover { background:color-mix(in srgb, var(--accent) 7%, transparent); }
tr.result td.q { max-width:420px; }
.qid { color:var(--muted); font-size:12px; word-break:break-all; }
.badge { display:inline-block; padding:1px 9px; border-radius:999px; font-size:12px; font-weight:600; color:#fff; }
.scenario-path .path-pass { color:var(--pass); } .scenario-path .path-fail { color:var(--fail); } .scenario-path .path-error { color:var(--error); }
.badge.pass { background:var(--pass); } .badge.fail { background:var(--fail); } .badge.error { background:var(--error); }
tr.detail > td { background:color-mix(in srgb, var(--accent) 4%, transparent); padding:14px 18px 18px; }
.detail-grid { display:grid; gap:16px; grid-template-columns:repeat(auto-fit,minmax(300px,1fr)); }
.detail-grid h3 { font-size:12px; text-transform:uppercase; letter-spacing:.04em; color:var(--muted); margin:0 0 6px; }
pre.answer { white-space:pre-wrap; word-break:break-word; margin:0; font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace; background:var(--bg); border:1px solid var(--line); border-radius:6px; padding:10px; max-height:320px; overflow:auto; }
table.inner td, table.inner th { padding:4px 8px; font-size:13px; }
td.ok { color:var(--pass); font-weight:600; } td.bad { color:var(--fail); font-weight:600; }
code { font:12px ui-monospace,SFMono-Regular,Menlo,monospace; }
.failure { border-left:3px solid var(--fail); padding:4px 10px; }
.empty-note { color:var(--muted); padding:16px 0; }
footer { color:var(--muted); font-size:12px; padding:0 32px 28px; }
`

/**
 * The report's script, inlined in the page: filters the result table (text, verdict, model), toggles a
 * result's detail row, and lets a heat-map cell filter the table to its question and models. Plain ES2020
 * for any current browser; the table is rendered server-side, so the page reads without it.
 */
export const REPORT_SCRIPT = `
(() => {
  const $ = (s) => document.querySelector(s);
  const rows = [...document.querySelectorAll('tr.result')];
  const text = $('#filter-text'), verdict = $('#filter-verdict'), model = $('#filter-model'), count = $('#filter-count');
  let cellFilter = null;
  function apply() {
    const q = text.value.trim().toLowerCase(), v = verdict.value, m = model.value;
    let shown = 0;
    for (const row of rows) {
      const d = row.dataset;
      const ok = (!q || d.search.includes(q)) && (v === 'all' || d.verdict === v) &&
        (m === 'all' || d.answering === m || d.parsing === m) &&
        (!cellFilter || (d.question === cellFilter.question && d.answering === cellFilter.answering && d.parsing === cellFilter.parsing));
      row.hidden = !ok;
      const detail = row.nextElementSibling;
      if (!ok && detail && detail.classList.contains('detail')) { detail.hidden = true; row.setAttribute('aria-expanded', 'false'); }
      if (ok) shown++;
    }
    count.textContent = shown + ' of ' + rows.length + ' results' + (cellFilter ? ' (heat-map cell: click it again to clear)' : '');
    $('#no-match').hidden = shown !== 0;
  }
  for (const el of [text, verdict, model]) el.addEventListener('input', apply);
  for (const row of rows) {
    row.addEventListener('click', () => {
      const detail = row.nextElementSibling;
      detail.hidden = !detail.hidden;
      row.setAttribute('aria-expanded', String(!detail.hidden));
    });
  }
  $('#expand-all').addEventListener('click', () => {
    const open = rows.some((r) => !r.hidden && r.nextElementSibling.hidden);
    for (const r of rows) if (!r.hidden) { r.nextElementSibling.hidden = !open; r.setAttribute('aria-expanded', String(open)); }
  });
  for (const cell of document.querySelectorAll('svg g.cell')) {
    cell.addEventListener('click', () => {
      const d = cell.dataset;
      const same = cellFilter && cellFilter.question === d.question && cellFilter.answering === d.answering && cellFilter.parsing === d.parsing;
      cellFilter = same ? null : { question: d.question, answering: d.answering, parsing: d.parsing };
      apply();
      if (cellFilter) $('#results').scrollIntoView({ behavior: 'smooth' });
    });
  }
  apply();
})();
`
