/**
 * The footer belongs to the layout, but some pages put their own buttons in it (All Transactions'
 * Refresh Data). A page renders <FooterActions> and its children appear in the footer.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FooterSlotContext = createContext<{ target: HTMLElement | null; setTarget: (element: HTMLElement | null) => void }>({
  target: null,
  setTarget: () => undefined,
});

export const FooterSlotProvider = ({ children }: { children: ReactNode }) => {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return <FooterSlotContext.Provider value={{ target, setTarget }}>{children}</FooterSlotContext.Provider>;
};

/** Where the footer receives page actions. */
export function useFooterSlotRef(): (element: HTMLElement | null) => void {
  return useContext(FooterSlotContext).setTarget;
}

export const FooterActions = ({ children }: { children: ReactNode }) => {
  const { target } = useContext(FooterSlotContext);
  return target ? createPortal(children, target) : null;
};
