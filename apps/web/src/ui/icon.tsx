import {
  Bell,
  BookOpen,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleHelp,
  Compass,
  Construction,
  Copy,
  Eye,
  EyeOff,
  FileText,
  FolderKanban,
  House,
  Inbox,
  Info,
  LogIn,
  LogOut,
  type LucideIcon,
  type LucideProps,
  Megaphone,
  MessagesSquare,
  Package,
  Rocket,
  Search,
  Sparkles,
  Store,
  Swords,
  User,
  UserPlus,
  Users,
  UserX,
  X,
} from 'lucide-react';

/**
 * Icons by name, for places that get the icon from data (menus, tab bars, server-driven
 * banners). Only these are bundled; an unknown name logs a console message, as the seed does,
 * and renders nothing rather than breaking the page.
 */
export const ICONS = {
  bell: Bell,
  'book-open': BookOpen,
  calendar: Calendar,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-alert': CircleAlert,
  'circle-help': CircleHelp,
  compass: Compass,
  construction: Construction,
  copy: Copy,
  eye: Eye,
  'eye-off': EyeOff,
  'file-text': FileText,
  'folder-kanban': FolderKanban,
  house: House,
  inbox: Inbox,
  info: Info,
  'log-in': LogIn,
  'log-out': LogOut,
  megaphone: Megaphone,
  'messages-square': MessagesSquare,
  package: Package,
  rocket: Rocket,
  search: Search,
  sparkles: Sparkles,
  store: Store,
  swords: Swords,
  user: User,
  'user-plus': UserPlus,
  users: Users,
  'user-x': UserX,
  x: X,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export function resolveIcon(name: string): LucideIcon | null {
  const found = (ICONS as Record<string, LucideIcon>)[name];
  if (!found) {
    console.warn(`[icon] 등록되지 않은 아이콘 이름이에요: "${name}"`);
    return null;
  }
  return found;
}

export interface IconProps extends Omit<LucideProps, 'ref'> {
  name: IconName | (string & {});
  /** Accessible name; without it the icon is decorative. */
  label?: string;
}

export function Icon({ name, label, size = 20, ...rest }: IconProps) {
  const Component = resolveIcon(name);
  if (!Component) return null;
  return label ? (
    <Component size={size} role="img" aria-label={label} {...rest} />
  ) : (
    <Component size={size} aria-hidden="true" {...rest} />
  );
}
