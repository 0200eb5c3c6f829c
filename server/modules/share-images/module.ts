import { defineModule } from '../../module.ts';
import { catalogModule } from '../catalog/module.ts';
import { shareImageRoutes } from './routes.ts';
import { createShareImagesService } from './service.ts';

/** The card picture a shared deal link shows, drawn off the request thread (docs/decisions/0014). */
export const shareImagesModule = defineModule({
  name: 'share-images',
  service: ({ use, config, onClose }) => {
    const shareImages = createShareImagesService({
      catalog: use(catalogModule),
      staticDir: config.staticDir,
    });
    onClose(() => shareImages.close());
    return shareImages;
  },
  routes: (shareImages) => shareImageRoutes({ shareImages }),
});
