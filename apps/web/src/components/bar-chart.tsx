export interface BarGroup {
  label: string;
  values: { name: string; value: number }[];
}

/** Colours a series can take; each reads at 3:1 or more on the panel in light and dark. */
export type ChartTone = 'accent' | 'green' | 'orange' | 'purple' | 'red' | 'gray';
const defaultTones: readonly ChartTone[] = ['accent', 'green', 'orange', 'purple', 'red', 'gray'];

/**
 * A small grouped bar chart, one row per bar (no chart library in the bundle). Bars run across,
 * so a group's label and a bar's value each have a line of their own and never overlap, however
 * many groups there are or however narrow the screen.
 */
export function BarChart({
  groups,
  title,
  format = String,
  tones = defaultTones,
}: {
  groups: BarGroup[];
  title: string;
  /** How a value reads beside its bar (money: `formatNaira`). */
  format?: (value: number) => string;
  /** Each series' colour, in series order. */
  tones?: readonly ChartTone[];
}) {
  const series = groups[0]?.values.map((v) => v.name) ?? [];
  const max = Math.max(1, ...groups.flatMap((g) => g.values.map((v) => v.value)));
  const toneOf = (i: number) => tones[i % tones.length];
  return (
    <figure className="sm-chart">
      <div role="img" aria-label={title} className="sm-chart-groups">
        {groups.map((g) => (
          <div key={g.label} className="sm-chart-group">
            <span className="sm-chart-label">{g.label}</span>
            <div className="sm-chart-rows">
              {g.values.map((v, i) => (
                <div key={v.name} className="sm-chart-row">
                  <span className="sm-chart-track">
                    <span
                      className="sm-chart-bar"
                      data-tone={toneOf(i)}
                      title={`${g.label}, ${v.name}: ${format(v.value)}`}
                      style={{ width: `${(v.value / max) * 100}%` }}
                    />
                  </span>
                  <span className="sm-chart-value">{format(v.value)}</span>
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      <figcaption className="sm-chart-legend">
        {series.map((name, i) => (
          <span key={name}>
            <span className="sm-chart-bar sm-chart-key" data-tone={toneOf(i)} />
            {name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
