/**
 * Prepress (decision 048): a person checks every ordered file, and the shopper approves the proof
 * unless they chose "Print as it is". The words shopper and staff read for each item's state, the
 * limits of the messages both write, and the refusals. No database or Node here: the account
 * page, the proof page and the admin share it.
 */
export const PREPRESS_STATUSES = [
  'CHECKING',
  'AWAITING_SHOPPER',
  'CHANGE_ASKED',
  'CHANGES_REQUESTED',
  'APPROVED',
] as const
export type PrepressStatus = (typeof PREPRESS_STATUSES)[number]

/** What the shopper reads on their order page and the proof page. */
export const PREPRESS_SHOPPER_LABELS: Record<PrepressStatus, string> = {
  CHECKING: 'Being checked',
  AWAITING_SHOPPER: 'Waiting for your approval',
  CHANGE_ASKED: 'We need a change from you',
  CHANGES_REQUESTED: 'Changes requested',
  APPROVED: 'Approved',
}

/** What staff read in the prepress queue and on an order's prepress page. */
export const PREPRESS_STAFF_LABELS: Record<PrepressStatus, string> = {
  CHECKING: 'To check',
  AWAITING_SHOPPER: 'Proof sent: waiting for the shopper',
  CHANGE_ASKED: 'Change asked: waiting for the shopper',
  CHANGES_REQUESTED: 'Shopper asked for a change',
  APPROVED: 'Approved',
}

/** What staff read for an item whose shopper sends the file later and has not yet. */
export const WAITING_FOR_FILE_LABEL = 'Waiting for the shopper’s file'
/** What the shopper reads on their order page for such an item. */
export const WAITING_FOR_YOUR_FILE = 'Waiting for your file'
/** The queue's filter for those items (not a state: the item is CHECKING, without its file). */
export const AWAITING_FILE = 'AWAITING_FILE'

/** The states where it is staff's turn. */
export const STAFF_TURN: readonly PrepressStatus[] = ['CHECKING', 'CHANGES_REQUESTED']
/** The states where it is the shopper's turn (their link works). */
export const SHOPPER_TURN: readonly PrepressStatus[] = ['AWAITING_SHOPPER', 'CHANGE_ASKED']

export function isPrepressStatus(value: string): value is PrepressStatus {
  return (PREPRESS_STATUSES as readonly string[]).includes(value)
}

export const PREPRESS_MESSAGE_MAX = 1000

/** The checkout's choice (per order): skip the shopper's approval; a person still checks. */
export const PRINT_AS_IS_LABEL = 'Print as it is: skip my proof approval'
export const PRINT_AS_IS_HINT =
  'A person still checks every file before printing; we only ask you to approve a proof when we changed something or need your answer.'

export const PREPRESS_MESSAGES = {
  itemNotFound: 'That order item was not found.',
  notPaid: 'Only paid orders go through prepress.',
  changedMeanwhile: 'This item was changed meanwhile. Reload the page to see where it stands.',
  notStaffTurn: 'This item is waiting for the shopper, or already approved.',
  messageNeeded: 'Write what needs to change.',
  messageTooLong: `Keep the message under ${PREPRESS_MESSAGE_MAX} characters.`,
  fixNoteNeeded: 'Say what you changed in the file.',
  fixNeedsPdf: 'Upload the corrected file as a print-ready PDF.',
  badIntent: 'Choose an action.',
  noProof: 'There is no file to show for this item yet.',
  linkInvalid:
    'This proof link is not valid. Use the link in our latest email or SMS, or open the order in My Account.',
  linkExpired: 'This proof link has expired. Open the order in My Account to see the proof.',
  linkOld:
    'This link is for an earlier proof. Use the link in our latest email or SMS, or open the order in My Account.',
  alreadyApproved: 'This proof is already approved. Thank you: it is going to print.',
  notWaiting:
    'We are checking this file again, so there is nothing to approve just now. We will send you the new proof.',
  approved: 'Thank you: your proof is approved and goes to print.',
  changeSent: 'Thank you: we will make the change and send you a new proof.',
  waitingForFile: 'Waiting for the shopper’s file: it can be checked and approved once it arrives.',
  fileNeeded: 'Choose the corrected file to upload.',
  fileByEmail:
    'We cannot take a file for this order here. Reply to our email with it and we will attach it.',
  fileReceived:
    'Thank you: we have your new file. We check it and send you a new proof to approve.',
  notApproved:
    'Every item must pass prepress (checked by us and approved by the shopper) before production.',
} as const

/** How many waiting orders the prepress queue shows at once (oldest payment first). */
export const PREPRESS_QUEUE_LIMIT = 100
