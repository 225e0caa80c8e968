import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { setThemeChoice, themeChoices, useThemeChoice, type ThemeChoice } from '@/lib/theme';

const options: Record<ThemeChoice, { label: string; icon: LucideIcon }> = {
  system: { label: 'System', icon: Monitor },
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
};

/** Light, dark, or whatever the system says; remembered on this device only. */
export function AppearanceCard() {
  const choice = useThemeChoice();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="appearance-title">Appearance</CardTitle>
        <CardDescription>
          System follows your device&apos;s light or dark setting. Saved on this device.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-labelledby="appearance-title"
          value={choice}
          onValueChange={(value) => setThemeChoice(value as ThemeChoice)}
          className="flex flex-wrap gap-3"
        >
          {themeChoices.map((value) => {
            const { label, icon: Icon } = options[value];
            return (
              <Label
                key={value}
                htmlFor={`theme-${value}`}
                className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 has-[[data-state=checked]]:border-primary"
              >
                <RadioGroupItem id={`theme-${value}`} value={value} />
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {label}
              </Label>
            );
          })}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
