// Every audit action the code writes, in words, for the audit log (the code stays in the row's
// title and the filter's value). An action missing here is shown as its code; the test next to
// this file reads lib/server for every action literal, so a new one without words fails it.

export const auditActionWords: Readonly<Record<string, string>> = {
  'access.refused': 'Was refused access',
  'access.out_of_scope': 'Was refused: outside the configured organizations',
  'auth.signed_in': 'Signed in',
  'auth.sign_in_failed': 'Failed to sign in',
  'auth.signed_out': 'Signed out',
  'auth.session_ended': 'Was signed out by the company sign-in service',
  'auth.reauthenticated': 'Confirmed their password',
  'auth.reauthentication_refused': 'Was asked for their password',
  'calendar_item.created': 'Created a calendar item',
  'calendar_item.deleted': 'Deleted a calendar item',
  'calendar_item.moved': 'Moved a calendar item',
  'calendar_item.updated': 'Edited a calendar item',
  'copy.create_anyway': 'Created a copied item that may already exist',
  'copy.create_anyway_row': 'Asked to create a copied item that may already exist',
  'copy.mark_row_handled': 'Asked to mark a copied item as handled',
  'copy.retry_row': 'Asked to retry a copied item',
  'copy.row_failed': 'A copied item could not be made',
  'copy.row_handled': 'Marked a copied item as handled',
  'copy.row_retried': 'Retried a copied item',
  'copy.row_uncertain': 'A copied item may or may not have been made',
  'copy.started': 'Started a copy',
  'copy.undo': 'Undid a copy',
  'copy.undo_requested': 'Asked to undo a copy',
  'member.addition_requested': 'Asked for a worker to join an item',
  'member.approved': 'Approved a request',
  'member.assigned': 'Added a person to an item',
  'member.declined': 'Declined a request',
  'member.removed': 'Removed a person from an item',
  'message.failed': 'A message failed to send',
  'message.marked_sent': 'Marked a message as sent',
  'message.resend_requested': 'Sent a message again',
  'message.sent': 'Sent a message',
  'message.uncertain': 'A message may not have been sent',
  'messages.conversation_removed': 'Removed a saved conversation',
  'messages.conversation_saved': 'Saved a conversation',
  'messages.template_removed': 'Removed a card template',
  'messages.template_saved': 'Saved a card template',
  'settings.connect_service': 'Connected the service',
  'settings.enterprise_removed': 'Removed an enterprise from settings',
  'settings.enterprise_saved': 'Saved an enterprise in settings',
  'settings.organization_removed': 'Removed an organization from settings',
  'settings.organization_saved': 'Saved an organization in settings',
  'settings.renew_service_token': 'Renewed the service token by hand',
  'token.adopted': 'Took a new service token into use',
  'token.renewed': 'Renewed the service token',
  'user.created': 'Created a dashboard account',
  'user.role_changed': 'Changed a dashboard account’s role',
  'user.updated': 'Changed a dashboard account',
};

/** An action in words; an unknown code is shown as it is. */
export function auditActionInWords(action: string): string {
  return Object.hasOwn(auditActionWords, action) ? auditActionWords[action]! : action;
}
