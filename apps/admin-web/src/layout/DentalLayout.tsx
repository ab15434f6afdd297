import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { Footer, FOOTER_HEIGHT } from './Footer';
import { FooterSlotProvider } from './FooterSlot';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

// Wide tables scroll inside their page instead of widening the whole frame (react-admin lets the frame grow to fit content).
const layoutSx = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
  '& .RaLayout-content': { minWidth: 0, pb: `${FOOTER_HEIGHT + 16}px` },
};

export const DentalLayout = ({ children }: { children: ReactNode }) => (
  <FooterSlotProvider>
    <Layout appBar={TopBar} menu={SideMenu} sx={layoutSx}>
      {children}
    </Layout>
    <Footer />
    <SessionExpiredDialog />
  </FooterSlotProvider>
);
