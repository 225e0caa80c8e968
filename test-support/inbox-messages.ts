/**
 * Raw messages as a journalist's mail client or a mail server would put them in the user's inbox, for the reply
 * check's tests (server and browser) to deliver to dovecot.
 */

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A reply in the pitch's thread (In-Reply-To and References name the pitch's Message-ID). */
export function replyMessage(m: { from: string; to: string; inReplyTo: string; subject: string; body: string }): string {
  return [
    `From: ${m.from}`,
    `To: ${m.to}`,
    `Subject: Re: ${m.subject}`,
    `Message-ID: <reply-${stamp()}@desk.example>`,
    `In-Reply-To: ${m.inReplyTo}`,
    `References: ${m.inReplyTo}`,
    `Date: ${new Date().toUTCString()}`,
    '',
    m.body,
    '',
  ].join('\r\n');
}

/** A delivery status notification for `original` (a Message-ID) sent by `mailbox` to `to`, as Postfix writes one. */
export function bounceMessage(m: { original: string; mailbox: string; to: string }): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.agency.test>',
    `To: ${m.mailbox}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <bounce-${stamp()}@mx.agency.test>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain',
    '',
    `Your message to ${m.to} could not be delivered: user unknown.`,
    '--b1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.agency.test',
    '',
    `Final-Recipient: rfc822; ${m.to}`,
    'Action: failed',
    'Status: 5.1.1',
    '--b1',
    'Content-Type: text/rfc822-headers',
    '',
    `From: ${m.mailbox}`,
    `To: ${m.to}`,
    `Message-ID: ${m.original}`,
    '--b1--',
    '',
  ].join('\r\n');
}
