import { Badge, Button, Card, Flex, Text } from '@radix-ui/themes';
import {
  type Cell,
  cellText,
  fromTenths,
  type GradingBand,
  gradeOfTotal,
  parseCell,
  rowTenths,
} from '@schoolmates/domain/results';
import type { Schema } from '@schoolmates/sdk';
import { type ClipboardEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { Icon } from '../../../components/icons.tsx';
import { applyPaste, invalidCells, nextPosition, parsePaste } from './score-grid.ts';

type Component = Schema<'ScoreComponent'>;
type ComponentKey = Schema<'ResultComponentKey'>;
type Entry = { score: number | null; absent: boolean };

export interface GridStudent {
  id: string;
  name: string;
  admission_number: string;
}

export interface ScoreGridData {
  students: GridStudent[];
  /** Columns shown, in scheme order. */
  components: Component[];
  /** The columns typed in this period; the others are shown read-only. */
  editable: ComponentKey[];
  /** What is stored: student id → component → entry. */
  stored: Record<string, Partial<Record<ComponentKey, Entry>>>;
  bands: GradingBand[];
  /**
   * Students whose scores in this period are locked (they show on a released result), with
   * the reason shown beside the row: their cells are read-only until the result is withheld.
   */
  locked?: Record<string, string>;
}

export interface ScoreChange {
  student_id: string;
  cells: { component: ComponentKey; cell: Cell }[];
}

export interface ScoreGridProps {
  data: ScoreGridData;
  saving: boolean;
  /** The server's reasons, keyed `studentId:component`. */
  serverErrors: Record<string, string>;
  onSave: (changes: ScoreChange[]) => void;
}

const key = (studentId: string, component: string) => `${studentId}:${component}`;

/**
 * Students × components: type, paste from a spreadsheet, move with arrows, Enter and Tab;
 * totals and grades follow the typing; refused values are marked with their reason.
 */
export function ScoreGrid({ data, saving, serverErrors, onSave }: ScoreGridProps) {
  const { students, components, editable, stored, bands } = data;
  const locked = data.locked ?? {};
  const editCols = useMemo(
    () => components.filter((c) => editable.includes(c.key)),
    [components, editable],
  );
  const initial = useMemo(
    () => students.map((s) => editCols.map((c) => cellText(stored[s.id]?.[c.key]))),
    [students, editCols, stored],
  );
  const [texts, setTexts] = useState<string[][]>(initial);
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const saveOffId = useId();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const cells: Cell[][] = texts.map((row) =>
    row.map((t, c) => parseCell(t, editCols[c]?.maximum ?? 0)),
  );
  const refused = invalidCells(cells);
  const firstRefused = refused[0];
  const changed = students.filter((_, r) => texts[r]?.some((t, c) => t !== initial[r]?.[c]));
  const maximum = components.reduce((sum, c) => sum + c.maximum, 0);
  const size = { rows: students.length, cols: editCols.length };

  const focus = (row: number, col: number) => {
    const el = inputs.current.get(`${row}:${col}`);
    el?.focus();
    el?.select();
  };
  const isLocked = (row: number) => students[row]?.id !== undefined && students[row].id in locked;
  const set = (row: number, col: number, text: string) => {
    // Once the grid is typed in, "Pasted n cells" no longer describes it.
    setPasteNote(null);
    setTexts((prev) =>
      prev.map((r, i) => (i === row ? r.map((t, j) => (j === col ? text : t)) : r)),
    );
  };
  const onKeyDown = (row: number, col: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    const to = nextPosition({ row, col }, e.key, e.shiftKey, size);
    if (!to) return;
    e.preventDefault();
    focus(to.row, to.col);
  };
  const onPaste = (row: number, col: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text)) return;
    e.preventDefault();
    const out = applyPaste(texts, { row, col }, parsePaste(text));
    // A pasted block leaves locked rows as they are.
    setTexts(out.values.map((r, i) => (isLocked(i) ? (texts[i] ?? r) : r)));
    setPasteNote(
      `Pasted ${out.filled} cell${out.filled === 1 ? '' : 's'}` +
        (out.dropped > 0 ? `; ${out.dropped} fell outside the grid and were left out.` : '.'),
    );
  };
  const save = () =>
    onSave(
      changed.map((s) => {
        const r = students.indexOf(s);
        return {
          student_id: s.id,
          cells: editCols.map((c, i) => ({
            component: c.key,
            cell: cells[r]?.[i] ?? { kind: 'blank' },
          })),
        };
      }),
    );

  return (
    <Flex direction="column" gap="3">
      <Card size="1" style={{ padding: 0 }}>
        {/* Focusable so a keyboard can scroll to the total and grade (axe: scrollable-region-focusable). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
        <section className="sm-grid-scroll" tabIndex={0} aria-label="Scores, scroll sideways">
          <table className="sm-score-grid" aria-label="Scores">
            <thead>
              <tr>
                <th scope="col" className="sm-sticky-col">
                  Student
                </th>
                {components.map((c) => (
                  <th scope="col" key={c.key} className="sm-num">
                    {c.name}
                    <span className="sm-max">/ {c.maximum}</span>
                  </th>
                ))}
                <th scope="col" className="sm-num">
                  Total<span className="sm-max">/ {maximum}</span>
                </th>
                <th scope="col">Grade</th>
              </tr>
            </thead>
            <tbody>
              {students.map((s, r) => {
                const rowCells = components.map((c) => {
                  const col = editCols.indexOf(c);
                  if (col >= 0) return cells[r]?.[col] ?? { kind: 'blank' as const };
                  return parseCell(cellText(stored[s.id]?.[c.key]), c.maximum);
                });
                const total = rowTenths(rowCells);
                const band = total === null ? undefined : gradeOfTotal(total, maximum, bands);
                const lockReason = locked[s.id];
                return (
                  <tr key={s.id} data-locked={lockReason ? '' : undefined}>
                    <th scope="row" className="sm-sticky-col">
                      <span className="sm-student">{s.name}</span>
                      <span className="sm-adm">{s.admission_number}</span>
                      {lockReason && (
                        <span className="sm-lock-reason" id={`lock-${s.id}`}>
                          <Icon name="lock" size={12} /> {lockReason}
                        </span>
                      )}
                    </th>
                    {components.map((c) => {
                      const col = editCols.indexOf(c);
                      if (col < 0) {
                        return (
                          <td key={c.key} className="sm-num sm-readonly">
                            {cellText(stored[s.id]?.[c.key]) || '–'}
                          </td>
                        );
                      }
                      const cell = cells[r]?.[col];
                      const reason =
                        cell?.kind === 'invalid' ? cell.reason : serverErrors[key(s.id, c.key)];
                      return (
                        <td key={c.key} className="sm-num">
                          <input
                            ref={(el) => {
                              if (el) inputs.current.set(`${r}:${col}`, el);
                              else inputs.current.delete(`${r}:${col}`);
                            }}
                            className="sm-cell"
                            inputMode="decimal"
                            autoComplete="off"
                            aria-label={`${c.name} for ${s.name}`}
                            aria-invalid={reason ? true : undefined}
                            aria-describedby={lockReason ? `lock-${s.id}` : undefined}
                            title={reason ?? lockReason}
                            data-absent={cell?.kind === 'absent' ? '' : undefined}
                            value={texts[r]?.[col] ?? ''}
                            readOnly={lockReason !== undefined}
                            onChange={(e) => set(r, col, e.currentTarget.value)}
                            onKeyDown={onKeyDown(r, col)}
                            onPaste={onPaste(r, col)}
                            onFocus={(e) => e.currentTarget.select()}
                          />
                        </td>
                      );
                    })}
                    <td className="sm-num sm-total">{total === null ? '–' : fromTenths(total)}</td>
                    <td>
                      {band ? (
                        <Text size="2" title={band.remark}>
                          {band.grade}
                        </Text>
                      ) : (
                        <Text color="gray">–</Text>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </Card>
      {refused.length > 0 && (
        <Card size="1" role="alert">
          <Text size="2" color="red" weight="medium">
            {refused.length} cell{refused.length === 1 ? '' : 's'} to fix before saving:
          </Text>
          <ul className="sm-reasons">
            {refused.slice(0, 6).map((p) => (
              <li key={`${p.row}:${p.col}`}>
                <button type="button" className="sm-link" onClick={() => focus(p.row, p.col)}>
                  {students[p.row]?.name}, {editCols[p.col]?.name}
                </button>
                : {p.reason}
              </li>
            ))}
            {refused.length > 6 && <li>and {refused.length - 6} more</li>}
          </ul>
        </Card>
      )}
      <Flex justify="between" align="center" gap="3" wrap="wrap" className="sm-save-bar">
        <Text size="1" color="gray">
          {firstRefused
            ? null
            : (pasteNote ??
              'Arrows, Enter and Tab move between cells. Paste a column or block from a spreadsheet. Type ABS for absent; leave blank when not entered.')}
        </Text>
        <Flex gap="3" align="center" justify="end" wrap="wrap">
          {firstRefused && (
            // Beside the button it turns off: the list above can be scrolled out of view.
            <>
              <Text size="2" color="red" id={saveOffId}>
                Save is off: {refused.length} cell{refused.length === 1 ? '' : 's'} to fix.{' '}
                {students[firstRefused.row]?.name}, {editCols[firstRefused.col]?.name}:{' '}
                {firstRefused.reason}.
              </Text>
              <Button
                size="1"
                variant="soft"
                color="red"
                onClick={() => focus(firstRefused.row, firstRefused.col)}
              >
                Go to the cell
              </Button>
            </>
          )}
          {changed.length > 0 && (
            <Badge color="amber" variant="soft">
              {changed.length} student{changed.length === 1 ? '' : 's'} changed
            </Badge>
          )}
          <Button
            onClick={save}
            loading={saving}
            disabled={changed.length === 0 || refused.length > 0}
            aria-describedby={firstRefused ? saveOffId : undefined}
          >
            Save scores
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
