/**
 * The panel's section for the current side itself: its background colour.
 */
import { type DesignSide } from '../document.ts'
import { ColorField } from './fields.tsx'
import { Section, type PanelActions } from './panel.tsx'

export function SideSection({ side, actions }: { side: DesignSide; actions: PanelActions }) {
  return (
    <Section title={`${side.name} background`}>
      <ColorField
        label={`Background colour (${side.name})`}
        value={side.background}
        onChange={actions.setBackground}
      />
    </Section>
  )
}
