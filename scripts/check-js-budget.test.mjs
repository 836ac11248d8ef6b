import { describe, expect, it } from 'vitest';
import { budgetReport, homeStarts, initialScripts } from './check-js-budget.mjs';

/** A build's manifest in small: the entry, a shared chunk, a lazy home page and a lazy admin page. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js', '_shared-1.js'],
    dynamicImports: ['src/admin/admin-app.tsx', 'src/features/home/home-page.tsx'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
  '_swiper-1.js': { file: 'assets/swiper-1.js' },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js', '_home-parts-1.js'],
    dynamicImports: ['_swiper-1.js'],
  },
  '_home-parts-1.js': { file: 'assets/home-parts-1.js', imports: ['_react-1.js'] },
  'src/admin/admin-app.tsx': { file: 'assets/admin-app-1.js', isDynamicEntry: true, imports: ['_react-1.js'] },
  '_styles.css': { file: 'assets/styles-1.css' },
};

describe('initialScripts', () => {
  it('follows static imports transitively, each file once, and leaves dynamic imports and CSS out', () => {
    expect(initialScripts(manifest, ['index.html']).sort()).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/shared-1.js',
    ]);
  });

  it('adds a lazy home page with what it imports, but not what it loads later', () => {
    expect(initialScripts(manifest, homeStarts(manifest)).sort()).toEqual([
      'assets/home-page-1.js',
      'assets/home-parts-1.js',
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/shared-1.js',
    ]);
  });

  it('starts from the entry alone when the home page is built into it', () => {
    const { 'src/features/home/home-page.tsx': _home, ...eager } = manifest;
    expect(homeStarts(eager)).toEqual(['index.html']);
  });

  it('fails on a chunk the manifest does not have', () => {
    expect(() => initialScripts({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } }, ['index.html'])).toThrow(
      /no _gone\.js/,
    );
  });
});

describe('budgetReport', () => {
  const sizes = [
    { file: 'assets/a.js', bytes: 60_000 },
    { file: 'assets/b.js', bytes: 100_000 },
  ];

  it('passes at the budget, largest file first', () => {
    const report = budgetReport(sizes, 160_000);
    expect(report).toMatchObject({ total: 160_000, ok: true });
    expect(report.lines[0]).toContain('assets/b.js');
    expect(report.lines.at(-1)).toContain('160.0 kB  total of 2 files');
  });

  it('fails one byte over', () => {
    expect(budgetReport(sizes, 159_999).ok).toBe(false);
  });
});
