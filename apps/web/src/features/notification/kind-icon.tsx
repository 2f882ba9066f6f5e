import {
  AtSign,
  Bell,
  GraduationCap,
  type LucideIcon,
  MailPlus,
  Megaphone,
  MessageCircle,
  MessagesSquare,
  Quote,
  Send,
  ShieldCheck,
  Star,
  UserPlus,
} from 'lucide-react';

const KIND_ICONS: Record<string, LucideIcon> = {
  follow: UserPlus,
  favourite: Star,
  review: Quote,
  invite: MailPlus,
  apply: Send,
  mention: AtSign,
  reply: MessageCircle,
  chat: MessagesSquare,
  verification: ShieldCheck,
  school: GraduationCap,
  system: Megaphone,
};

/** The picture of a kind, for notifications nobody in particular caused (and unknown kinds). */
export function KindIcon({ kind, size = 18 }: { kind: string; size?: number }) {
  const Icon = KIND_ICONS[kind] ?? Bell;
  return <Icon size={size} aria-hidden="true" />;
}
