// Random one-character mutations of JavaScript judged by TypeScript's
// printer with removeComments (the oracle); `tokcmp` (verifiers::tokens)
// must say `diff` whenever the printed program changed.
// usage: node mutate.js TOKCMP   (needs `typescript` resolvable: NODE_PATH)
const ts = require('typescript'); const fs = require('fs'); const cp = require('child_process');
const path = require('path');
const tokcmp = process.argv[2];
let seed = 11; const rnd = n => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const printer = ts.createPrinter({ removeComments: true });
const canon = t => {
  const sf = ts.createSourceFile('x.js', t, ts.ScriptTarget.ESNext, true, ts.ScriptKind.JS);
  return sf.parseDiagnostics.length ? null : printer.printFile(sf);
};
const walk = d => fs.readdirSync(d, { withFileTypes: true }).flatMap(e => {
  const p = path.join(d, e.name);
  return e.isDirectory() ? walk(p) : (e.name.endsWith('.js') ? [p] : []);
});
const all = fs.existsSync('/usr/lib/node_modules') ? walk('/usr/lib/node_modules').sort() : [];
const files = all.filter(f => fs.statSync(f).size < 200000).filter((_, i) => i % 6 == 0);
const recs = [], truth = [], where = [], used = new Set();
for (const f of files) {
  const t = fs.readFileSync(f, 'utf8'); if (t.length > 100000 || t.startsWith('#!')) continue;
  const c0 = canon(t); if (c0 === null) continue;
  const idx = []; for (let i = 0; i < t.length; i++) if (/[A-Za-z0-9]/.test(t[i])) idx.push(i);
  for (let k = 0; k < 10; k++) {
    const i = idx[rnd(idx.length)]; const m = t.slice(0, i) + (t[i] === 'Q' ? 'Z' : 'Q') + t.slice(i + 1);
    const c1 = canon(m); if (c1 === null) continue;
    truth.push(c1 !== c0); where.push([f, i, t.slice(Math.max(0, i - 40), i + 20)]); used.add(f);
    recs.push(Buffer.from('js'), Buffer.from(t), Buffer.from(m));
  }
}
const input = Buffer.concat(recs.flatMap(b => [b, Buffer.from([0])]));
const got = cp.execFileSync(tokcmp, { input, maxBuffer: 1 << 30 }).toString().split(/\s+/).filter(Boolean);
if (got.length !== truth.length) throw new Error(`count ${got.length} != ${truth.length}`);
const missed = [], over = [];
got.forEach((g, i) => { if (truth[i] && g === 'same') missed.push(where[i]); if (!truth[i] && g === 'diff') over.push(where[i]); });
console.log(`js: ${used.size} files, ${truth.length} mutations, ${truth.filter(x => x).length} changed code, ${missed.length} missed (unsound), ${over.length} non-code mutations called code`);
missed.slice(0, 10).forEach(w => console.log('  MISSED', JSON.stringify(w)));
process.exit(missed.length ? 1 : 0);
