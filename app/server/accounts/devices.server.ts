import Bowser from 'bowser'

/**
 * Names the device behind a session from its User-Agent, the way staff and shoppers say it:
 * "Chrome 120 on Android 14 (phone)". Parsing user agents is not our business: bowser does it.
 * An agent bowser cannot read (an API client, a script) is shown as it is, shortened.
 */
export function describeDevice(userAgent: string | null | undefined) {
  const agent = userAgent?.trim()
  if (!agent) return 'Unknown device'
  const { browser, os, platform } = Bowser.parse(agent)
  if (!browser.name) return agent.length > 60 ? `${agent.slice(0, 57)}…` : agent
  const browserLabel = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ')
  const osVersion = os.versionName ?? (os.name === 'Windows' ? undefined : os.version)
  const osLabel = [os.name, osVersion].filter(Boolean).join(' ')
  const kind = { mobile: 'phone', tablet: 'tablet', desktop: 'computer', tv: 'TV' }[
    platform.type ?? ''
  ]
  return `${browserLabel}${osLabel ? ` on ${osLabel}` : ''}${kind ? ` (${kind})` : ''}`
}
