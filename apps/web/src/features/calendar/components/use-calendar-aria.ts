import { type RefObject, useEffect } from 'react';

/**
 * react-big-calendar gives its time grid table roles that do not hold together (a column header
 * inside a button, rows without cells in the all-day strip and the month's header), and its scrolling hours cannot be
 * reached with the keyboard: axe reports both as serious. The grid is drawn again as the user
 * navigates, so the fixes are applied to whatever it draws: the header keeps its text without the
 * broken roles, and the hours become a focusable, labelled region.
 */
export function useCalendarAria(root: RefObject<HTMLElement | null>, hoursLabel: string) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const fix = () => {
      for (const el of element.querySelectorAll('.rbc-time-header [role]')) el.removeAttribute('role');
      for (const el of element.querySelectorAll('[role="row"]')) {
        if (
          !el.querySelector('[role="cell"], [role="gridcell"], [role="columnheader"], [role="rowheader"]')
        ) {
          el.removeAttribute('role');
        }
      }
      for (const el of element.querySelectorAll<HTMLElement>('.rbc-time-content:not([tabindex])')) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', hoursLabel);
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role'],
    });
    return () => observer.disconnect();
  }, [root, hoursLabel]);
}
