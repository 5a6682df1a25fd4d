import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type SectionId, scheduleSectionScroll } from './scroll-to-section';

/** Header, hero and help links: go to the home page, then scroll to the section (spec 000 §2). */
export function useGoToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: SectionId) => {
      if (pathname !== '/') navigate('/');
      scheduleSectionScroll(id);
    },
    [navigate, pathname],
  );
}
