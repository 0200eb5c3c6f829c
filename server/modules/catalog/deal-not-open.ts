import type { DealNotOpenBody } from '../../../contract/catalog.ts';
import { HttpError } from '../../http/errors.ts';
import { catalogTexts } from './texts.ts';

/**
 * A deal the store has scheduled but not opened yet: a 404 to shoppers (it is not on sale), whose
 * answer also says when it opens, so the deal's page can tell the shopper when to come back.
 */
export class DealNotOpenYet extends HttpError {
  readonly data: DealNotOpenBody['data'];

  constructor(opensAt: Date) {
    super(404, catalogTexts.notStarted(opensAt));
    this.name = 'DealNotOpenYet';
    this.data = { opens_at: opensAt.toISOString() };
  }

  /** The answer's body: the shopper's words and when the deal opens. */
  get body(): DealNotOpenBody {
    return { success: false, message: this.message, data: this.data };
  }
}
