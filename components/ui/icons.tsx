// Every icon of the site, drawn on a 24 x 24 grid in the text's colour and hidden from assistive
// technology (the control around an icon carries the name). One named export per icon, so a
// client component's script carries only the icons it draws.

type IconProps = { className?: string };
type LineIconProps = IconProps & { strokeWidth?: 2 | 2.5 };
type Circle = readonly [cx: number, cy: number, r: number];

/** Lines in the text's colour: a path, and circles where the drawing has them. */
function LineIcon({
  className = 'size-6',
  strokeWidth = 2,
  rounded = false,
  d,
  circles = [],
}: LineIconProps & { d: string; circles?: readonly Circle[]; rounded?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={rounded ? 'round' : undefined}
    >
      <path d={d} />
      {circles.map(([cx, cy, r]) => (
        <circle key={`${cx} ${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </svg>
  );
}

function ShapeIcon({ className = 'size-5', d }: IconProps & { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d={d} />
    </svg>
  );
}

const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z';

export const CartIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    rounded
    d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6"
    circles={[
      [10, 20.5, 1.3],
      [17, 20.5, 1.3],
    ]}
  />
);
export const MenuIcon = (props: LineIconProps) => <LineIcon {...props} d="M4 7h16M4 12h16M4 17h16" />;
export const CloseIcon = (props: LineIconProps) => <LineIcon {...props} d="M6 6l12 12M18 6L6 18" />;
export const CheckIcon = (props: LineIconProps) => <LineIcon {...props} d="M5 12.5l4.5 4.5L19 7.5" />;
export const PlusIcon = (props: LineIconProps) => <LineIcon {...props} d="M12 5v14M5 12h14" />;
export const TrashIcon = (props: LineIconProps) => <LineIcon {...props} d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />;
export const ChevronLeftIcon = (props: LineIconProps) => <LineIcon {...props} d="M15 5l-7 7 7 7" />;
export const ChevronRightIcon = (props: LineIconProps) => <LineIcon {...props} d="M9 5l7 7-7 7" />;
export const ChevronUpIcon = (props: LineIconProps) => <LineIcon {...props} d="M5 15l7-7 7 7" />;
export const ChevronDownIcon = (props: LineIconProps) => <LineIcon {...props} d="M5 9l7 7 7-7" />;
export const UserIcon = (props: IconProps) => <LineIcon {...props} d="M4 21a8 8 0 0 1 16 0" circles={[[12, 8, 4]]} />;
export const SunIcon = (props: IconProps) => (
  <LineIcon {...props} d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" circles={[[12, 12, 4]]} />
);
export const MoonIcon = (props: IconProps) => <LineIcon {...props} rounded d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />;
/** An eye; crossed out while the password it reveals is shown (the button then hides it). */
export const EyeIcon = ({ crossed, ...props }: IconProps & { crossed: boolean }) => (
  <LineIcon {...props} rounded d={crossed ? `${EYE}M3 3l18 18` : EYE} circles={[[12, 12, 3]]} />
);
export const PlayIcon = (props: IconProps) => <ShapeIcon {...props} d="M8 5v14l11-7z" />;
export const PauseIcon = (props: IconProps) => <ShapeIcon {...props} d="M7 5h4v14H7zM13 5h4v14h-4z" />;

export const WhatsAppIcon = ({ className = 'size-7' }: IconProps) => (
  <ShapeIcon
    className={className}
    d="M12 2a10 10 0 0 0-8.6 15l-1.4 5 5.2-1.4A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.5 3.9c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z"
  />
);

// Simple monochrome marks for the footer's social links, by the names lib/config.ts gives them.
const socialPaths: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.4-.9 1-.9z',
  Instagram:
    'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM17.3 5.5a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM16.5 2h-9A5.5 5.5 0 0 0 2 7.5v9A5.5 5.5 0 0 0 7.5 22h9a5.5 5.5 0 0 0 5.5-5.5v-9A5.5 5.5 0 0 0 16.5 2zm3.7 14.5a3.7 3.7 0 0 1-3.7 3.7h-9a3.7 3.7 0 0 1-3.7-3.7v-9a3.7 3.7 0 0 1 3.7-3.7h9a3.7 3.7 0 0 1 3.7 3.7z',
  TikTok: 'M16.6 2h-3.4v13.3a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.1a6.3 6.3 0 1 0 5.4 6.2V8.7a7.9 7.9 0 0 0 4.4 1.3V6.7a4.5 4.5 0 0 1-4.4-4.7z',
};

export const SocialIcon = ({ name }: { name: string }) => <ShapeIcon d={socialPaths[name] ?? ''} />;
