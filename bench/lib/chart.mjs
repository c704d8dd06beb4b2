// chart.svg: per-page Lighthouse scores (grouped bars) and /menu latency alone vs under the
// flood. Pure string building, unit-tested in report.test.ts.

const escapeXml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SCORE_SERIES = [
  ['performance', 'Performance', '#7c3aed'],
  ['accessibility', 'Accessibility', '#c084fc'],
  ['bestPractices', 'Best practices', '#4c1d95'],
  ['seo', 'SEO', '#e879f9'],
];

/** chart.svg: per-page Lighthouse scores (grouped bars) and /menu latency alone vs under the flood. */
export function renderChart({ pages, server }) {
  const width = 760;
  const top = 40;
  const plotHeight = 180;
  const left = 40;
  const groupWidth = (width - left - 20) / Math.max(pages.length, 1);
  const barWidth = Math.min(14, (groupWidth - 12) / SCORE_SERIES.length);
  // The axis starts at 50: the budgets live between 95 and 100, which a 0-100 axis flattens.
  const floor = 50;
  const y = (value) => top + plotHeight - (plotHeight * (Math.max(value, floor) - floor)) / (100 - floor);
  const parts = [];
  parts.push(`<text x="${left}" y="22" font-size="15" font-weight="700">Lighthouse mobile scores per page (median; axis from 50, dashed line: 95)</text>`);
  for (const tick of [floor, 75, 95, 100]) {
    parts.push(
      `<line x1="${left}" x2="${width - 20}" y1="${y(tick)}" y2="${y(tick)}" stroke="${tick === 95 ? '#dc2626' : '#ddd'}" stroke-dasharray="${tick === 95 ? '4 3' : '0'}"/>`,
    );
    parts.push(`<text x="${left - 6}" y="${y(tick) + 4}" font-size="10" text-anchor="end">${tick}</text>`);
  }
  pages.forEach((page, pageIndex) => {
    const x0 = left + pageIndex * groupWidth + (groupWidth - barWidth * SCORE_SERIES.length) / 2;
    SCORE_SERIES.forEach(([key, label, color], seriesIndex) => {
      const value = page.lighthouse.scores[key] ?? 0;
      const x = x0 + seriesIndex * barWidth;
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${y(value).toFixed(1)}" width="${(barWidth - 2).toFixed(1)}" height="${(top + plotHeight - y(value)).toFixed(1)}" fill="${color}"><title>${escapeXml(`${page.path} ${label}: ${value}`)}</title></rect>`,
      );
    });
    parts.push(
      `<text x="${(left + pageIndex * groupWidth + groupWidth / 2).toFixed(1)}" y="${top + plotHeight + 16}" font-size="11" text-anchor="middle">${escapeXml(page.path)}</text>`,
    );
  });
  const legendY = top + plotHeight + 36;
  SCORE_SERIES.forEach(([, label, color], index) => {
    const x = left + index * 150;
    parts.push(
      `<rect x="${x}" y="${legendY - 9}" width="10" height="10" fill="${color}"/><text x="${x + 14}" y="${legendY}" font-size="11">${escapeXml(label)}</text>`,
    );
  });

  if (!server) return svg(width, legendY + 20, parts);
  const latencyTop = legendY + 40;
  const alone = server.runs.menu.latency;
  const flood = server.runs.menuUnderFlood.latency;
  const maxLatency = Math.max(alone.p99, flood.p99, 1);
  const barsLeft = 200;
  const scale = (width - barsLeft - 80) / maxLatency;
  parts.push(`<text x="${left}" y="${latencyTop}" font-size="15" font-weight="700">GET /menu latency alone and under the login flood (ms)</text>`);
  const bars = [
    ['p50 alone', alone.p50, '#c084fc'],
    ['p50 under flood', flood.p50, '#7c3aed'],
    ['p99 alone', alone.p99, '#c084fc'],
    ['p99 under flood', flood.p99, '#7c3aed'],
  ];
  bars.forEach(([label, value, color], index) => {
    const barY = latencyTop + 14 + index * 24;
    parts.push(`<text x="${barsLeft - 8}" y="${barY + 13}" font-size="12" text-anchor="end">${escapeXml(label)}</text>`);
    parts.push(`<rect x="${barsLeft}" y="${barY}" width="${Math.max(value * scale, 1).toFixed(1)}" height="18" fill="${color}"/>`);
    parts.push(`<text x="${(barsLeft + Math.max(value * scale, 1) + 6).toFixed(1)}" y="${barY + 13}" font-size="12">${escapeXml(value)}</text>`);
  });
  return svg(width, latencyTop + 14 + bars.length * 24 + 20, parts);
}

function svg(width, height, parts) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" fill="#1f1235">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
