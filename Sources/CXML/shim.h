#ifndef ROSTER_CXML_SHIM_H
#define ROSTER_CXML_SHIM_H
/* libxml2's encoding.h pulls in the system ICU headers when libxml2 was built with ICU.
   Their UErrorCode clashes with the toolchain's _FoundationICU in any module that also sees
   Foundation (Swift Testing does), so the module map hides them: Roster never touches the
   ICU converter fields, and libxml2's own calls do not depend on this declaration. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#endif
