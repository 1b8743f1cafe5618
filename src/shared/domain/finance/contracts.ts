/**
 * The contract's status machine as data (SUITE.md): the server enforces it and the client
 * offers only the moves allowed now. A draft is edited, deleted or submitted into approval
 * ('approving'); the approval ends approved or rejected, a withdrawal puts it back to draft;
 * a rejected contract is corrected (edit) and submitted again. The signed copy is uploaded or
 * replaced on a draft or rejected contract, and on an approved one (it often arrives after).
 */
import type { ApprovalRecordStatus } from './codes';

interface Transition {
  from: readonly ApprovalRecordStatus[];
  /** The button (finance-pages.ts) that allows the move; withdraw is the submitter's own. */
  button: string;
}

const CONTRACT_TRANSITIONS = {
  edit: { from: ['draft', 'rejected'], button: 'contract:edit' },
  delete: { from: ['draft'], button: 'contract:edit' },
  submit: { from: ['draft', 'rejected'], button: 'contract:submit' },
  signedCopy: { from: ['draft', 'rejected', 'approved'], button: 'contract:edit' },
} as const satisfies Record<string, Transition>;

export type ContractAction = keyof typeof CONTRACT_TRANSITIONS;
export const CONTRACT_ACTIONS = Object.keys(CONTRACT_TRANSITIONS) as ContractAction[];

export const CONTRACT = {
  transitions: CONTRACT_TRANSITIONS,
  can: (status: ApprovalRecordStatus, action: ContractAction) =>
    (CONTRACT_TRANSITIONS[action].from as readonly string[]).includes(status),
  /** The moves offered now to a caller holding these buttons. */
  allowed: (status: ApprovalRecordStatus, buttons: readonly string[]) =>
    CONTRACT_ACTIONS.filter(
      (action) =>
        (CONTRACT_TRANSITIONS[action].from as readonly string[]).includes(status) &&
        buttons.includes(CONTRACT_TRANSITIONS[action].button),
    ),
};
