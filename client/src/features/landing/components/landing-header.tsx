import { BrandLogo } from '@/components/layout/brand-logo';
import { Button } from '@/components/ui/button';

interface LandingHeaderProps {
  onLogin: () => void;
}

export function LandingHeader({ onLogin }: LandingHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-transparent bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <a href="#top" aria-label="Newsjack home" className="rounded-md">
          <BrandLogo />
        </a>
        <nav aria-label="Page sections" className="hidden items-center gap-8 text-sm text-muted-foreground md:flex">
          <a href="#features" className="rounded-sm hover:text-foreground">
            Features
          </a>
          <a href="#how-it-works" className="rounded-sm hover:text-foreground">
            How it works
          </a>
        </nav>
        <Button variant="outline" onClick={onLogin}>
          Log In
        </Button>
      </div>
    </header>
  );
}
