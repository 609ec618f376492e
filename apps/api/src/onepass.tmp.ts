import { onEachDatabase } from './bench/databases.ts';
import { addResultsSchool } from './bench/results.ts';
import { loadSchoolTerm } from './results/sheets.queries.ts';
import { schoolEndTerm } from './results/sheets.ts';
import { seedDemo } from './seed/demo.ts';
import { seedDemoResults } from './seed/demo-results.ts';
const only = process.env.ONLY;
await onEachDatabase(process.env.PG ?? 'postgres://postgres@127.0.0.1:5432/postgres', async (label, database) => {
  if (only && only !== label) return;
  await database.migrate();
  const ids = await seedDemo(database.db);
  await seedDemoResults(database.db, ids);
  const at = { schId: ids.demo.schId, campusId: ids.demo.campusId };
  await addResultsSchool(database, at, { classes: Number(process.env.CLASSES ?? 40), perClass: 50, subjects: 15, term: 'First Term', session: '2025/2026', analyze: true });
  const q: number[] = [], c: number[] = [], qc: number[] = [], cc: number[] = [];
  for (let run = 0; run < Number(process.env.RUNS ?? 8); run++) {
    const t0 = performance.now(); const u0 = process.cpuUsage();
    const term = await loadSchoolTerm(database.db, at, 'First Term', '2025/2026');
    const t1 = performance.now(); const u1 = process.cpuUsage();
    schoolEndTerm(term);
    const t2 = performance.now(); const u2 = process.cpuUsage();
    if (run === 0) continue;
    q.push(t1 - t0); c.push(t2 - t1);
    qc.push((u1.user - u0.user + u1.system - u0.system) / 1000); cc.push((u2.user - u1.user + u2.system - u1.system) / 1000);
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(1);
  console.log(label, 'queries wall', med(q), 'cpu', med(qc), '| compute wall', med(c), 'cpu', med(cc));
});
