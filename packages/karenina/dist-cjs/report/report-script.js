"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.REPORT_SCRIPT = void 0;
exports.REPORT_SCRIPT = `
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
`;
