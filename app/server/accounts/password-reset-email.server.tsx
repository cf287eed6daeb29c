/**
 * The password reset email: the link as text and as HTML from the same words;
 * password-reset.server.ts makes the link and queues it.
 */
import { EmailLayout, renderEmailHtml } from '../platform/email-html.server.tsx'

export function passwordResetEmail(firstName: string, link: string) {
  const greeting = `Hello ${firstName || 'there'},`
  const intro = 'Someone asked to reset the password of your PrintStudio account.'
  const action = 'Open this link within 30 minutes to choose a new password:'
  const ignore = 'If it was not you, ignore this email: your password stays as it is.'
  return {
    subject: 'Reset your PrintStudio password',
    text: [greeting, '', intro, action, '', link, '', ignore].join('\n'),
    html: renderEmailHtml(
      <EmailLayout>
        <p>{greeting}</p>
        <p>{`${intro} ${action}`}</p>
        <p>
          <a href={link}>{link}</a>
        </p>
        <p>{ignore}</p>
      </EmailLayout>,
    ),
  }
}
