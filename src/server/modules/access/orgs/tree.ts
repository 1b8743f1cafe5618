/** Pure rules of the organization tree: assembling it, depth, and the moves that would loop. */
import type { OrgNode } from '../../../../shared/api/access/orgs';
import type { OrgRow } from './repository';

/** Nests the rows under their parents; rows are expected sorted by sort, then id. */
export function buildOrgTree(rows: OrgRow[], userCounts: Map<number, number>): OrgNode[] {
  const nodes = new Map<number, OrgNode>(
    rows.map((row) => [row.id, { ...row, userCount: userCounts.get(row.id) ?? 0, children: [] }]),
  );
  const roots: OrgNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The ids from `id` up to its root, `id` first. Stops on a loop rather than spinning. */
export function ancestry(rows: OrgRow[], id: number): number[] {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const chain: number[] = [];
  let current: number | null | undefined = id;
  while (current !== null && current !== undefined && !chain.includes(current)) {
    chain.push(current);
    current = parentOf.get(current);
  }
  return chain;
}

/** Levels below and including `id` (a leaf has height 1). */
export function subtreeHeight(rows: OrgRow[], id: number): number {
  const children = rows.filter((row) => row.parentId === id);
  return 1 + Math.max(0, ...children.map((child) => subtreeHeight(rows, child.id)));
}
