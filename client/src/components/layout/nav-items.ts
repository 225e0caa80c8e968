import {
  Bookmark,
  Building2,
  CircleHelp,
  Key,
  LayoutDashboard,
  Lightbulb,
  Mail,
  Settings,
  ShieldCheck,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Anchor id the guided tour points at (`data-tour`). */
  tour?: string;
  adminOnly?: boolean;
}

/** The app's navigation, in the spec's order; the tour anchors match its step table. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: paths.home, label: 'Dashboard', icon: LayoutDashboard, tour: 'dashboard' },
  { href: paths.myCompany, label: 'My Company', icon: Building2, tour: 'my-company' },
  { href: paths.trends, label: 'My Trends', icon: TrendingUp, tour: 'trends' },
  { href: paths.storyAngles, label: 'Story Angles', icon: Lightbulb, tour: 'story-angles' },
  { href: paths.mediaContacts, label: 'Media Contacts', icon: Users, tour: 'media-contacts' },
  { href: paths.pitches, label: 'Pitches', icon: Mail, tour: 'pitches' },
  { href: paths.saved, label: 'Saved Items', icon: Bookmark, tour: 'saved-items' },
  { href: paths.keywords, label: 'Keywords', icon: Key, tour: 'keywords' },
  { href: paths.howItWorks, label: 'How It Works', icon: CircleHelp },
  { href: paths.settings, label: 'Settings', icon: Settings },
  { href: paths.admin, label: 'Admin', icon: ShieldCheck, adminOnly: true },
];

export function visibleNavItems(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}

export function isActivePath(location: string, href: string): boolean {
  if (href === paths.home) return location === paths.home;
  return location === href || location.startsWith(`${href}/`);
}
