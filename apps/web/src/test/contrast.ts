/**
 * Colour contrast over backgrounds that axe cannot see (issue 25).
 *
 * Radix Themes paints the background of every Card, surface Table, TextField and Select trigger
 * on a `::before` or `::after` pseudo-element. axe cannot tell whether such a pseudo-element lies
 * behind the text, so it files the text under "incomplete" (needs review) instead of passing or
 * failing it, and a test that reads only `violations` never sees it: grey text at 3.8:1 inside
 * any card went unreported. `contrastOverPseudo` measures those texts in the page against the
 * colours their ancestors and the ancestors' pseudo-elements paint, with axe's thresholds (4.5:1,
 * 3:1 for large text).
 */

/** What a test passes back from axe: the targets of its incomplete `color-contrast` nodes. */
export interface AxeIncomplete {
  id: string;
  nodes: { target: unknown[] }[];
}

/** The CSS selectors of the text axe left unchecked for colour contrast. */
export const uncheckedContrast = (incomplete: readonly AxeIncomplete[]): string[] =>
  incomplete
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes.map((n) => n.target.map(String).join(' ')));

/**
 * Evaluated in the page with an array of selectors; answers one line per text below its
 * threshold. A string, not a function: the test's transform would add helpers the page does not
 * have.
 */
export const contrastOverPseudo = `(selectors) => {
  // Chromium answers rgb()/rgba(), or color(srgb …) in 0..1 for mixed and alpha colours.
  const parse = (css) => {
    const m = css.match(/^(rgba?\\(|color\\(srgb )([^)]+)\\)$/);
    if (!m) return null;
    const [r, g, b, a = 1] = m[2].split(/[ ,/]+/).filter(Boolean).map(Number);
    const scale = m[1].startsWith('color') ? 255 : 1;
    return { r: r * scale, g: g * scale, b: b * scale, a };
  };
  const over = (top, bottom) => {
    const a = top.a + bottom.a * (1 - top.a);
    const mix = (k) => (top[k] * top.a + bottom[k] * bottom.a * (1 - top.a)) / (a || 1);
    return { r: mix('r'), g: mix('g'), b: mix('b'), a };
  };
  const luminance = ({ r, g, b }) => {
    const c = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
  };
  const painted = (style) => {
    const colour = parse(style.backgroundColor);
    return colour && colour.a > 0 ? colour : null;
  };
  // The layers behind the text, nearest first: each ancestor's ::after, ::before, then its own.
  const background = (el) => {
    const layers = [];
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      for (const pseudo of ['::after', '::before']) {
        const style = getComputedStyle(node, pseudo);
        if (style.content === 'none' || style.position !== 'absolute') continue;
        const colour = painted(style);
        if (colour) layers.push(colour);
      }
      const own = painted(getComputedStyle(node));
      if (own) layers.push(own);
      if (layers.length && layers[layers.length - 1].a >= 1) break;
    }
    return layers.reduceRight((below, layer) => over(layer, below), { r: 255, g: 255, b: 255, a: 1 });
  };
  const failures = [];
  for (const selector of selectors) {
    const el = document.querySelector(selector);
    if (!el || !el.textContent.trim()) continue;
    const style = getComputedStyle(el);
    const colour = parse(style.color);
    if (!colour) {
      failures.push('color-contrast: ' + selector + ' has a colour this check cannot read: ' + style.color);
      continue;
    }
    const bg = background(el);
    const fg = over(colour, bg);
    const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    const ratio = (light + 0.05) / (dark + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && +style.fontWeight >= 700);
    const needed = large ? 3 : 4.5;
    if (ratio < needed) {
      failures.push(
        'color-contrast: ' + selector + ' ("' + el.textContent.trim().slice(0, 40) + '") ' +
          ratio.toFixed(2) + ':1, needs ' + needed + ':1',
      );
    }
  }
  return failures;
}`;
