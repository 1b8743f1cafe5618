import { describe, expect, it } from 'vitest';
import { QUALITY_NODES } from '../../domain/quality/qc-dictionaries';
import { NODE_VALUES } from './list-filters';

describe('the check task list filters', () => {
  it('offer every trial node of the dictionary, and no other', () => {
    expect([...NODE_VALUES].sort()).toEqual([...QUALITY_NODES].sort());
  });
});
