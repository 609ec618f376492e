import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../test/story-frame.tsx';
import { BarChart } from './bar-chart.tsx';

const series = ['Expected', 'Received', 'Outstanding'];
const byClass = ['JSS 1', 'JSS 2'].map((label) => ({
  label,
  values: series.map((name, i) => ({ name, value: 100 * (i + 1) })),
}));

/** The colour (tone) of every bar of a series, read from the bar's tooltip. */
function barTones(chart: HTMLElement, name: string) {
  return [...chart.querySelectorAll('.sm-chart-bar')]
    .filter((bar) => {
      const tip = bar.getAttribute('title') ?? bar.querySelector('title')?.textContent ?? '';
      return tip.includes(`, ${name}:`);
    })
    .map((bar) => bar.getAttribute('data-tone'));
}

describe('BarChart', () => {
  it('draws each series in a colour of its own, and its legend key in the same colour', () => {
    render(
      <StoryFrame>
        <BarChart title="By class" groups={byClass} />
      </StoryFrame>,
    );
    const chart = screen.getByRole('figure');
    const tones = series.map((name) => {
      const drawn = barTones(chart, name);
      expect(drawn).toHaveLength(2);
      expect(new Set(drawn).size, `${name} is drawn in one colour`).toBe(1);
      return drawn[0];
    });
    expect(new Set(tones).size, 'three series, three colours').toBe(3);
    const legend = [...(chart.querySelector('figcaption')?.children ?? [])];
    expect(legend.map((key) => key.textContent)).toEqual(series);
    expect(
      legend.map((key) => key.querySelector('.sm-chart-bar')?.getAttribute('data-tone')),
    ).toEqual(tones);
  });
});
