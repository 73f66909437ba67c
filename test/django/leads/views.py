from django.db import IntegrityError, transaction
from rest_framework import generics, status
from rest_framework.response import Response

from .models import CalculateInvoice, Invoice
from .serializers import CalculateInvoiceSerializer, InvoiceSerializer


class IdempotentCreate(generics.CreateAPIView):
    """
    POST creates the lead (201). A POST whose `idempotency_key` is already stored creates nothing and answers the
    stored lead (200): the site retries a lead whose answer it did not get, and the retry must not be a second lead.
    """

    def create(self, request, *args, **kwargs):
        key = request.data.get("idempotency_key") if isinstance(request.data, dict) else None
        stored = self.stored(key)
        if stored is not None:
            return Response(self.get_serializer(stored).data, status=status.HTTP_200_OK)
        try:
            with transaction.atomic():
                return super().create(request, *args, **kwargs)
        except IntegrityError:
            # The same key arrived twice at once: the other request stored it first.
            stored = self.stored(key)
            if stored is None:
                raise
            return Response(self.get_serializer(stored).data, status=status.HTTP_200_OK)

    def stored(self, key):
        if not isinstance(key, str) or not key:
            return None
        return self.get_queryset().filter(idempotency_key=key).first()


class InvoiceCreate(IdempotentCreate):
    queryset = Invoice.objects.all()
    serializer_class = InvoiceSerializer


class CalculateInvoiceCreate(IdempotentCreate):
    queryset = CalculateInvoice.objects.all()
    serializer_class = CalculateInvoiceSerializer
