import { describe, expect, it } from 'vitest';
import { activeSectionIndex, scrollEdge } from './side-index.ts';

describe('activeSectionIndex', () => {
  it('is -1 without sections', () => {
    expect(activeSectionIndex([], 400)).toBe(-1);
  });

  it('highlights the first section before any reaches the line', () => {
    expect(activeSectionIndex([500, 900, 1300], 400)).toBe(0);
  });

  it('highlights the last section whose top has passed the line', () => {
    expect(activeSectionIndex([-800, -100, 350, 900], 400)).toBe(2);
  });

  it('counts a top exactly on the line as passed', () => {
    expect(activeSectionIndex([-100, 400, 900], 400)).toBe(1);
  });

  it('highlights the first section at the top of the page and the last at the bottom', () => {
    expect(activeSectionIndex([266, 429, 598], 450, 'top')).toBe(0);
    expect(activeSectionIndex([-900, -300, 600], 450, 'bottom')).toBe(2);
  });
});

describe('scrollEdge', () => {
  it('is top when not scrolled, allowing for fractional scrolling', () => {
    expect(scrollEdge(0, 800, 2000)).toBe('top');
    expect(scrollEdge(1.5, 800, 2000)).toBe('top');
  });

  it('is bottom when the viewport reaches the end of the document', () => {
    expect(scrollEdge(1200, 800, 2000)).toBe('bottom');
    expect(scrollEdge(1199, 800, 2000)).toBe('bottom');
  });

  it('is undefined in between', () => {
    expect(scrollEdge(600, 800, 2000)).toBeUndefined();
  });
});
