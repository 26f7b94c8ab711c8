/**
 * The guided tour of the daily summary (docs/product.md §2.6, §4, §9), on driver.js. This module and its CSS
 * are imported only when the tour is going to run.
 */
import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour.css';

const STEPS: DriveStep[] = [
  {
    element: '[data-tour="cards"]',
    popover: {
      title: 'Tu día de un vistazo',
      description: 'Calorías que llevas frente a tu ideal, tus puntos del día, tu peso y tu compromiso de la semana.',
    },
  },
  {
    element: '[data-tour="points"]',
    popover: {
      title: 'Gana puntos cada día',
      description:
        'Un punto por cada acción y meta cumplida, hasta 10 al día y 70 a la semana. Toca la tarjeta para ver el detalle.',
    },
  },
  {
    element: '[data-tour="gauges"]',
    popover: {
      title: 'Tus macronutrientes',
      description: 'Proteína, grasa y carbohidratos que llevas frente a lo ideal para tu plan.',
    },
  },
  {
    element: '[data-tour="checklist"]',
    popover: {
      title: 'Tu lista del día',
      description: 'Desayuno, almuerzo, cena, peso y entrenamiento. Toca lo que falte para registrarlo.',
    },
  },
  {
    element: '[data-tour="meals"]',
    popover: {
      title: 'Tus comidas',
      description: 'Aquí aparece lo que registras. Puedes editarlo, eliminarlo o enviárselo a tu coach por chat.',
    },
  },
  {
    element: '[data-tour="exercises"]',
    popover: {
      title: 'Tus ejercicios',
      description: 'Minutos, kilómetros o pasos. Lo que sincronices desde Strava también aparece aquí.',
    },
  },
  {
    element: '[data-tour="add"]',
    popover: {
      title: 'Registra en segundos',
      description: 'Con este botón añades una comida, un ejercicio o tu peso cuando quieras.',
    },
  },
];

export type TourHandle = { destroy: () => void };

/**
 * How the tour ended (docs/product.md §4, Tour): 'finished' with the last step's 'Listo', 'skipped'
 * with 'Saltar la guía' (both for good), 'closed' early with the close button, Escape or a tap on the
 * overlay (hidden for this visit only).
 */
export type TourEnd = 'finished' | 'skipped' | 'closed';

export const SKIP_TOUR_TEXT = 'Saltar la guía';

/**
 * Starts the tour. `onEnd` runs once, with how the user ended it; never when the screen itself
 * takes the tour down (`destroy()` on leaving): then it simply shows again next time.
 */
export function startDailyTour({ onEnd }: { onEnd: (how: TourEnd) => void }): TourHandle {
  let ended = false;
  const end = (how: TourEnd) => {
    if (ended) return;
    ended = true;
    onEnd(how);
  };
  const tour = driver({
    steps: STEPS,
    // docs/product.md §9's defaults; `duration` is driver.js's transition (400 ms is also its default).
    stagePadding: 10,
    stageRadius: 5,
    popoverOffset: 10,
    overlayOpacity: 0.7,
    animate: true,
    duration: 400,
    // With smooth scrolling driver.js places the popover before the scroll ends: over the step.
    smoothScroll: false,
    showButtons: ['next', 'previous', 'close'],
    allowKeyboardControl: true,
    showProgress: true,
    progressText: '{{current}} de {{total}}',
    nextBtnText: 'Siguiente',
    prevBtnText: 'Anterior',
    doneBtnText: 'Listo',
    popoverClass: 'nc-tour',
    skipMissingElement: true,
    onPopoverRender: (popover, { driver: active }) => {
      popover.closeButton.setAttribute('aria-label', 'Cerrar recorrido');
      // Ending it for good is a choice of its own, never the close button's: not on the last
      // step, where 'Listo' does it anyway.
      if (active.isLastStep()) return;
      const skip = document.createElement('button');
      skip.type = 'button';
      skip.className = 'nc-tour-skip';
      skip.textContent = SKIP_TOUR_TEXT;
      skip.addEventListener('click', () => {
        end('skipped');
        tour.destroy();
      });
      popover.footer.after(skip);
    },
    // The last step's next ('Listo') completes the tour.
    onDoneClick: () => {
      end('finished');
      tour.destroy();
    },
    // Every way the user closes it (the close button, Escape, a tap outside) starts here; the
    // screen's own destroy() does not. Not onDestroyed: driver.js skips it when the close comes
    // during the first step's transition, and the tour then came back the same visit.
    onDestroyStarted: () => {
      end('closed');
      tour.destroy();
    },
  });
  tour.drive();
  return { destroy: () => tour.destroy() };
}
