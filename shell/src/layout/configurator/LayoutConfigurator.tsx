import { Button, Divider, Drawer, Flex, Radio, Switch, Tooltip, Typography } from 'antd';
import { useAtom } from 'jotai';
import { type ReactNode, useId } from 'react';
import { layoutAtom } from './layoutAtom';
import {
  HEADER_COLOURS,
  LAYOUT6_BACKGROUNDS,
  type LayoutSettings,
  type LayoutType,
  NAV_COLOURS,
  NAV_IMAGES,
  type NavIconStyle,
  type NavPosition,
  type SubLayout,
} from './layoutSettings';
import { HEADER_BACKGROUND, LAYOUT6_BACKGROUND, NAV_BACKGROUND, NAV_IMAGE } from './palette';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBlock: 10 }}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

function Swatch({
  colour,
  label,
  selected,
  onClick,
}: {
  colour: string;
  label: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={selected}
        onClick={onClick}
        className="mw-swatch"
        style={{ background: colour, outline: selected ? '2px solid #1677ff' : undefined }}
      />
    </Tooltip>
  );
}

/** A labelled row of option buttons for one setting. */
function Choice<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
}) {
  const id = useId();
  return (
    <>
      <Typography.Text strong id={id}>
        {label}
      </Typography.Text>
      <Radio.Group
        aria-labelledby={id}
        style={{ display: 'flex', marginBlock: 8 }}
        optionType="button"
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        options={options}
      />
    </>
  );
}

/** SPEC 2/4: the layout configurator (light/dark, vertical/horizontal, toggles, colours, images, reset). */
export function LayoutConfigurator({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [settings, dispatch] = useAtom(layoutAtom);
  const set = (changes: Partial<LayoutSettings>) => dispatch({ type: 'set', changes });
  return (
    <Drawer
      title="Layout"
      open={open}
      onClose={onClose}
      size={320}
      placement={settings.rtlLayout ? 'left' : 'right'}
    >
      <Choice
        label="Theme"
        value={settings.layoutType}
        onChange={(layoutType: LayoutType) => set({ layoutType })}
        options={[
          { value: 'menu-dark', label: 'Light, dark menu' },
          { value: 'menu-light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
      />
      <Choice
        label="Navigation"
        value={settings.layout}
        onChange={(layout: NavPosition) => set({ layout })}
        options={[
          { value: 'vertical', label: 'Vertical' },
          { value: 'horizontal', label: 'Horizontal' },
        ]}
      />
      <Choice
        label="Vertical layout style"
        value={settings.subLayout}
        onChange={(subLayout: SubLayout) => set({ subLayout })}
        options={[
          { value: 'default', label: 'Standard' },
          { value: 'compact', label: 'Compact' },
          { value: 'layout6', label: 'Colour band' },
        ]}
      />
      {settings.subLayout === 'layout6' && (
        <>
          <Typography.Text strong>Colour band</Typography.Text>
          <Flex gap={8} style={{ marginBlock: 8 }}>
            {LAYOUT6_BACKGROUNDS.map((b) => (
              <Swatch
                key={b}
                label={`Band ${LAYOUT6_BACKGROUND[b].label}`}
                colour={LAYOUT6_BACKGROUND[b].css}
                selected={settings.layout6Background === b}
                onClick={() => set({ layout6Background: b })}
              />
            ))}
          </Flex>
        </>
      )}
      <Choice
        label="Menu icons"
        value={settings.navIconStyle}
        onChange={(navIconStyle: NavIconStyle) => set({ navIconStyle })}
        options={[
          { value: 'line', label: 'Line' },
          { value: 'boxed', label: 'Boxed' },
          { value: 'none', label: 'None' },
        ]}
      />
      <Divider style={{ marginBlock: 12 }} />
      <Row label="Collapse menu">
        <Switch
          aria-label="Collapse menu"
          checked={settings.collapseMenu}
          onChange={(v) => set({ collapseMenu: v })}
        />
      </Row>
      <Row label="Box layout">
        <Switch
          aria-label="Box layout"
          checked={settings.boxLayout}
          onChange={(v) => set({ boxLayout: v })}
        />
      </Row>
      <Row label="Right to left">
        <Switch
          aria-label="Right to left"
          checked={settings.rtlLayout}
          onChange={(v) => set({ rtlLayout: v })}
        />
      </Row>
      <Row label="Fixed header">
        <Switch
          aria-label="Fixed header"
          checked={settings.headerFixedLayout}
          onChange={(v) => set({ headerFixedLayout: v })}
        />
      </Row>
      <Row label="Fixed navigation">
        <Switch
          aria-label="Fixed navigation"
          checked={settings.navFixedLayout}
          onChange={(v) => set({ navFixedLayout: v })}
        />
      </Row>
      <Divider style={{ marginBlock: 12 }} />
      <Typography.Text strong>Header colour</Typography.Text>
      <Flex gap={8} style={{ marginBlock: 8 }}>
        {HEADER_COLOURS.map((c) => (
          <Swatch
            key={c}
            label={`Header ${c}`}
            colour={HEADER_BACKGROUND[c] ?? '#ffffff'}
            selected={settings.headerBackColor === c}
            onClick={() => set({ headerBackColor: c })}
          />
        ))}
      </Flex>
      <Typography.Text strong>Navigation colour</Typography.Text>
      <Flex gap={8} style={{ marginBlock: 8 }}>
        {NAV_COLOURS.map((c) => (
          <Swatch
            key={c}
            label={`Navigation ${c}`}
            colour={NAV_BACKGROUND[c] ?? '#001529'}
            selected={settings.navBackColor === c && !settings.navBackImage}
            onClick={() => {
              set({ navBackColor: c });
              dispatch({ type: 'navBackImage', image: null });
            }}
          />
        ))}
      </Flex>
      <Typography.Text strong>Navigation background image</Typography.Text>
      <Flex gap={8} style={{ marginBlock: 8 }} wrap>
        {NAV_IMAGES.map((n) => (
          <Swatch
            key={n}
            label={NAV_IMAGE[n].label}
            colour={NAV_IMAGE[n].css}
            selected={settings.navBackImage === n}
            onClick={() => dispatch({ type: 'navBackImage', image: n })}
          />
        ))}
      </Flex>
      <Divider style={{ marginBlock: 12 }} />
      <Button block onClick={() => dispatch({ type: 'reset' })}>
        Reset to defaults
      </Button>
    </Drawer>
  );
}
