export interface BarGroup {
  label: string;
  values: { name: string; value: number }[];
}

/** A small grouped bar chart in SVG (no chart library in the bundle). */
export function BarChart({
  groups,
  title,
  height = 200,
  format = String,
}: {
  groups: BarGroup[];
  title: string;
  height?: number;
  /** How a value reads on its bar (money: `formatNaira`). */
  format?: (value: number) => string;
}) {
  const series = groups[0]?.values.map((v) => v.name) ?? [];
  const max = Math.max(1, ...groups.flatMap((g) => g.values.map((v) => v.value)));
  const width = 480;
  const top = 16;
  const bottom = 28;
  const plot = height - top - bottom;
  const slot = width / Math.max(1, groups.length);
  const bar = Math.min(36, (slot * 0.6) / Math.max(1, series.length));
  const ticks = [0, 0.5, 1].map((t) => Math.round(max * t));
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={title}
        preserveAspectRatio="xMidYMid meet"
      >
        {ticks.map((t) => {
          const y = top + plot - (t / max) * plot;
          return <line key={t} x1={0} x2={width} y1={y} y2={y} className="sm-chart-grid" />;
        })}
        {groups.map((g, gi) => {
          const start = gi * slot + (slot - bar * g.values.length - 4 * (g.values.length - 1)) / 2;
          return (
            <g key={g.label}>
              {g.values.map((v, vi) => {
                const h = (v.value / max) * plot;
                const x = start + vi * (bar + 4);
                return (
                  <g key={v.name}>
                    <rect
                      x={x}
                      y={top + plot - h}
                      width={bar}
                      height={Math.max(h, 1)}
                      rx={3}
                      className="sm-chart-bar"
                      data-tone={vi % 2 === 1 ? 'alt' : undefined}
                    >
                      <title>{`${g.label}, ${v.name}: ${format(v.value)}`}</title>
                    </rect>
                    <text
                      x={x + bar / 2}
                      y={top + plot - h - 4}
                      textAnchor="middle"
                      className="sm-chart-label"
                    >
                      {format(v.value)}
                    </text>
                  </g>
                );
              })}
              <text
                x={gi * slot + slot / 2}
                y={height - 8}
                textAnchor="middle"
                className="sm-chart-label"
              >
                {g.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption
        style={{
          display: 'flex',
          gap: 16,
          justifyContent: 'center',
          fontSize: 12,
          color: 'var(--gray-11)',
        }}
      >
        {series.map((name, i) => (
          <span key={name} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <svg width="10" height="10" aria-hidden="true">
              <rect
                width="10"
                height="10"
                rx="2"
                className="sm-chart-bar"
                data-tone={i % 2 === 1 ? 'alt' : undefined}
              />
            </svg>
            {name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
