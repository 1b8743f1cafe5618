/** What the work area offers other areas: the approval workflow their records go through. */
export {
  type StartApproval,
  type WorkflowHooks,
  firePostEvents,
  registerWorkflowHooks,
  startApproval,
} from './approvals/engine';
