import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { AuthUser } from '@newsjack/shared';
import { Menu, Signpost } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { BrandLogo } from './brand-logo';
import { NavLink } from './nav-link';
import { visibleNavItems } from './nav-items';
import { UserBadge } from './user-badge';
import { paths } from '@/lib/paths';
import { onTourDrawer } from '@/lib/tour-signal';

interface MobileNavProps {
  user: AuthUser | null;
  isAdmin: boolean;
  onStartTour: () => void;
}

/** Small screens: a top bar whose menu button opens a right-hand drawer with the same links plus 'Help & Tour'. */
export function MobileNav({ user, isAdmin, onStartTour }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  // While the guided tour points at the drawer's links the drawer is not modal: the tour card outside it must
  // take clicks, focus and Escape (which skips the tour), and none of those may close the drawer under it.
  const [touring, setTouring] = useState(false);
  const close = () => setOpen(false);

  useEffect(
    () =>
      onTourDrawer((next) => {
        setTouring(next);
        setOpen(next);
      }),
    [],
  );

  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between border-b bg-card/95 px-4 backdrop-blur md:hidden">
      <Link href={paths.home} aria-label="Newsjack home" className="rounded-md">
        <BrandLogo />
      </Link>
      <Sheet
        open={open}
        modal={!touring}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTouring(false);
        }}
      >
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu">
            <Menu className="size-5" aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent
          side="right"
          closeLabel="Close menu"
          className="p-0"
          onOpenAutoFocus={(event) => touring && event.preventDefault()}
          onCloseAutoFocus={(event) => touring && event.preventDefault()}
          onInteractOutside={(event) => touring && event.preventDefault()}
          onEscapeKeyDown={(event) => touring && event.preventDefault()}
        >
          <SheetHeader className="border-b">
            <SheetTitle>Menu</SheetTitle>
            <SheetDescription className="sr-only">Go to another part of Newsjack</SheetDescription>
          </SheetHeader>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-2">
            <ul className="flex flex-col gap-0.5">
              {visibleNavItems(isAdmin).map((item) => (
                <li key={item.href}>
                  <NavLink item={item} onNavigate={close} />
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    onStartTour();
                  }}
                  className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Signpost className="size-[18px]" aria-hidden="true" />
                  Help &amp; Tour
                </button>
              </li>
            </ul>
          </nav>
          <div className="border-t p-4">
            <UserBadge user={user} />
          </div>
        </SheetContent>
      </Sheet>
    </header>
  );
}
