/** What the work area offers other areas: the approval workflow their records go through. */
export {
  type SignedRecord,
  type StartApproval,
  type WorkflowHooks,
  firePostEvents,
  registerSignedRecord,
  registerWorkflowHooks,
  startApproval,
} from './approvals/engine';
export { type DecisionSignature, decisionSignatures } from './approvals/decide';
