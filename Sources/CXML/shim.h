#ifndef ROSTER_CXML_SHIM_H
#define ROSTER_CXML_SHIM_H
/* The few libxml2 declarations XMLSAXParser.swift uses, written out here instead of including
   <libxml/parser.h>. libxml2 is loaded with dlopen, so nothing links against it; declaring what
   is used keeps this module self-contained: it builds without -I/usr/include/libxml2, so every
   module that sees it (all of Storyboard's dependents do) builds on its own, in any order, and
   libxml2's headers (and the system ICU headers they pull in) are not needed to build at all.

   These are libxml2's public ABI under the soname libxml2.so.2, unchanged since 2.6 (2003):
   the SAX2 handler and error structures, the option bits, the SAX2 magic, and the first two
   fields of the parser context (everything else in it is reached through libxml2's functions).
   Names and layouts follow libxml/parser.h and libxml/xmlerror.h; callbacks Roster does not
   install are declared as plain pointers (same size and place). */

typedef unsigned char xmlChar;

/** How serious an error is (libxml/xmlerror.h). */
typedef enum {
  XML_ERR_NONE = 0,
  XML_ERR_WARNING = 1,
  XML_ERR_ERROR = 2,
  XML_ERR_FATAL = 3
} xmlErrorLevel;

/** An error as libxml2 reports it to a structured error handler (libxml/xmlerror.h). */
typedef struct _xmlError {
  int domain;
  int code;
  char *message;
  xmlErrorLevel level;
  char *file;
  int line;
  char *str1;
  char *str2;
  char *str3;
  int int1;
  int int2;
  void *ctxt;
  void *node;
} xmlError;
typedef xmlError *xmlErrorPtr;

/** The parser options Roster sets (libxml/parser.h, xmlParserOption). */
typedef enum {
  XML_PARSE_NOERROR = 1 << 5,
  XML_PARSE_NOWARNING = 1 << 6,
  XML_PARSE_NONET = 1 << 11,
  XML_PARSE_IGNORE_ENC = 1 << 21
} xmlParserOption;

/** Marks a handler as SAX2 (`initialized`). */
#define XML_SAX2_MAGIC 0xDEEDBEAF

/** The SAX2 handler (libxml/parser.h, struct _xmlSAXHandler). */
typedef struct _xmlSAXHandler {
  void (*internalSubset)(void *ctx, const xmlChar *name, const xmlChar *ExternalID,
                         const xmlChar *SystemID);
  void *isStandalone;
  void *hasInternalSubset;
  void *hasExternalSubset;
  void *resolveEntity;
  void *getEntity;
  void *entityDecl;
  void *notationDecl;
  void *attributeDecl;
  void *elementDecl;
  void *unparsedEntityDecl;
  void *setDocumentLocator;
  void *startDocument;
  void *endDocument;
  void *startElement;
  void *endElement;
  void *reference;
  void (*characters)(void *ctx, const xmlChar *ch, int len);
  void *ignorableWhitespace;
  void *processingInstruction;
  void *comment;
  void *warning;
  void *error;
  void *fatalError;
  void *getParameterEntity;
  void (*cdataBlock)(void *ctx, const xmlChar *value, int len);
  void *externalSubset;
  unsigned int initialized;
  void *_private;
  void (*startElementNs)(void *ctx, const xmlChar *localname, const xmlChar *prefix,
                         const xmlChar *URI, int nb_namespaces, const xmlChar **namespaces,
                         int nb_attributes, int nb_defaulted, const xmlChar **attributes);
  void (*endElementNs)(void *ctx, const xmlChar *localname, const xmlChar *prefix,
                       const xmlChar *URI);
  void (*serror)(void *userData, xmlErrorPtr error);
} xmlSAXHandler;
typedef xmlSAXHandler *xmlSAXHandlerPtr;

/** The parser context: only its first two fields, which have led it since libxml2 2.0. libxml2
    allocates it; Roster only reads and writes these two through a pointer. */
typedef struct _xmlParserCtxt {
  xmlSAXHandler *sax;
  /** What every SAX callback receives as `ctx` (the context itself unless set). */
  void *userData;
} xmlParserCtxt;
typedef xmlParserCtxt *xmlParserCtxtPtr;

#endif
