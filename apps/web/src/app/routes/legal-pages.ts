export { AccessibilityPage } from '@/features/legal/components/accessibility-page.tsx';
export { CookiesPage } from '@/features/legal/components/cookies-page.tsx';
export { PrivacyPage } from '@/features/legal/components/privacy-page.tsx';
export { TermsPage } from '@/features/legal/components/terms-page.tsx';
